import { selectReceiveView } from '@portico/core/features/receive'
import { ReceiveView } from '@portico/ui/features/receive'
import { copyToClipboard } from '../../routes/copyToClipboard.js'
import type { RouteProps } from '../../routes/RouteDefinition.js'

/** The Receive screen: core's view model, ui's view (a lazy chunk). */
export default function ReceiveRoute({ portico, state }: RouteProps<'Receive'>) {
  const model = selectReceiveView(portico, state)
  if (!model) return null
  return <ReceiveView {...model} onCopy={() => copyToClipboard(portico, model.address, 'ADDRESS_COPIED')} />
}
