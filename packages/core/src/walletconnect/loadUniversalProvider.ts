/**
 * Loads `@walletconnect/universal-provider` with a dynamic import (its own chunk: the SDK
 * never enters a host's startup bundle) and initialises it with nothing leaving for hosts other
 * than the relay: telemetry off, and on a self-hosted relay Verify off too (the Verify server
 * only attests origins for the public relay network; its iframe would stall each connect).
 */
import type { UniversalProviderLike } from './UniversalProviderLike.js'
import { PUBLIC_RELAY_URL } from './walletConnectConstants.js'

export interface LoadProviderOptions {
  projectId: string
  relayUrl: string
  metadata: { name: string; description: string; url: string; icons: string[] }
  storagePrefix: string
}

export async function loadUniversalProvider(opts: LoadProviderOptions): Promise<UniversalProviderLike> {
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  const provider = await UniversalProvider.init({
    projectId: opts.projectId,
    relayUrl: opts.relayUrl,
    metadata: opts.metadata,
    customStoragePrefix: opts.storagePrefix,
    telemetryEnabled: false,
    logger: 'silent',
  })
  const core = provider.client.core as unknown as { verify: object; eventClient: object }
  Object.assign(core.eventClient, { init: async () => undefined, telemetryEnabled: false })
  if (opts.relayUrl !== PUBLIC_RELAY_URL) Object.assign(core.verify, { isDevEnv: true })
  // open the relay socket now (the SDK opens it lazily), so the first proposal does not wait for it
  const { relayer } = provider.client.core as unknown as {
    relayer?: {
      toEstablishConnection?: () => Promise<void>
      on?(event: string, fn: () => void): unknown
      off?(event: string, fn: () => void): unknown
    }
  }
  await relayer?.toEstablishConnection?.().catch(() => undefined)
  return Object.assign(provider, {
    // the relayer emits `relayer_connect` on every (re)connect of its socket
    onRelayReconnect(listener: () => void) {
      relayer?.on?.('relayer_connect', listener)
      return () => void relayer?.off?.('relayer_connect', listener)
    },
  }) as unknown as UniversalProviderLike
}
