import { ConnectingView, useTexts } from '@portico/ui'
import type { RouteProps } from './RouteDefinition.js'

/** "Continue in {wallet}" while an adapter connector connects (SPEC §4 connecting / declined). */
export function ConnectingExternalRoute({ portico, state, data }: RouteProps<'ConnectingExternal'>) {
  const texts = useTexts()
  const connecting = state.connecting?.connectorId === data.connectorId ? state.connecting : null
  const connector = state.connectors.find((c) => c.id === data.connectorId)
  return (
    <ConnectingView
      wallet={{
        name: connector?.name ?? texts.titleConnect,
        ...(connector?.imageUrl ? { imageUrl: connector.imageUrl } : {}),
      }}
      state={connecting?.state ?? 'pending'}
      {...(connecting?.error ? { errorCode: connecting.error } : {})}
      onRetry={() => void portico.retryConnect()}
    />
  )
}
