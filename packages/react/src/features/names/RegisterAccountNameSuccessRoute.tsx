import { resetNames, selectRegisterNameView } from '@portico/core/features/names'
import { RegisterAccountNameSuccessView } from '@portico/ui/features/names'
import type { RouteProps } from '../../routes/RouteDefinition.js'

/** RegisterAccountNameSuccess: the new name, Done back to the Account view (a lazy chunk). */
export default function RegisterAccountNameSuccessRoute({
  portico,
}: RouteProps<'RegisterAccountNameSuccess'>) {
  const name = selectRegisterNameView(portico).registered
  if (!name) return null
  return (
    <RegisterAccountNameSuccessView
      name={name}
      onDone={() => {
        resetNames(portico)
        portico.router.reset('Account')
      }}
    />
  )
}
