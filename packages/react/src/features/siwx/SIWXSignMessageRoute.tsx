import { cancelSignIn, selectSignInView, signIn } from '@portico/core/features/siwx'
import { SIWXSignMessageView } from '@portico/ui/features/siwx'
import type { RouteProps } from '../../routes/RouteDefinition.js'

/** SIWXSignMessage and ConnectingSiwe: core's sign-in machine and view model, ui's view (a lazy chunk). */
export default function SIWXSignMessageRoute({
  portico,
  state,
}: RouteProps<'SIWXSignMessage'> | RouteProps<'ConnectingSiwe'>) {
  const model = selectSignInView(portico, state)
  return (
    <SIWXSignMessageView
      {...(model.appName ? { appName: model.appName } : {})}
      {...(model.appIcon ? { appIcon: model.appIcon } : {})}
      {...(model.address ? { address: model.address } : {})}
      {...(model.networkName ? { networkName: model.networkName } : {})}
      required={portico.signIn.getState().required}
      status={model.status}
      {...(model.error ? { error: model.error } : {})}
      // the §5 errors cannot happen here (the view shows for a connected account); a failure is state
      onSign={() => void signIn(portico).catch(() => undefined)}
      onCancel={() => void cancelSignIn(portico)}
    />
  )
}
