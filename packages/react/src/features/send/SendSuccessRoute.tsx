import { resetSend, selectSendView } from '@portico/core/features/send'
import { SendSuccessView } from '@portico/ui/features/send'
import type { RouteProps } from '../../routes/RouteDefinition.js'

/** Send, confirmed (a lazy chunk). */
export default function SendSuccessRoute({ portico }: RouteProps<'SendSuccess'>) {
  const result = selectSendView(portico).result
  if (!result) return null
  return (
    <SendSuccessView
      {...result}
      onDone={() => {
        resetSend(portico)
        portico.router.reset('Account')
      }}
      onAnother={() => {
        resetSend(portico)
        portico.router.replace('Send')
      }}
    />
  )
}
