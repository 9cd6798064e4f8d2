/**
 * Loads `@walletconnect/universal-provider` (this module is a lazy chunk of its own: the SDK never
 * enters a host's startup bundle) and initialises it with nothing leaving for hosts other than
 * the relay: telemetry off, and on a self-hosted relay Verify off too (the Verify server only
 * attests origins for the public relay network; its iframe would stall each connect).
 * Moved here from @portico/core: core declares what it needs (UniversalProviderLike)
 * and never imports the SDK.
 */
import type { LoadProviderOptions, UniversalProviderLike } from '@portico/core'
import { UniversalProvider } from '@walletconnect/universal-provider'

export async function loadUniversalProvider(opts: LoadProviderOptions): Promise<UniversalProviderLike> {
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
  if (opts.selfHostedRelay) Object.assign(core.verify, { isDevEnv: true })
  // open the relay socket now (the SDK opens it lazily), so the first proposal does not wait for it
  const { relayer } = provider.client.core as unknown as {
    relayer?: {
      toEstablishConnection?: () => Promise<void>
      on?(event: string, fn: () => void): unknown
      off?(event: string, fn: () => void): unknown
    }
  }
  await relayer?.toEstablishConnection?.().catch(() => undefined)
  // the provider's own steps after an approval (its `pair`), for a session it did not await
  const internals = provider as unknown as {
    session?: unknown
    optionalNamespaces?: Record<string, unknown>
    persist?(key: string, value: unknown): Promise<void>
    onConnect?(): void
  }
  return Object.assign(provider, {
    // the relayer emits `relayer_connect` on every (re)connect of its socket
    onRelayReconnect(listener: () => void) {
      relayer?.on?.('relayer_connect', listener)
      return () => void relayer?.off?.('relayer_connect', listener)
    },
    // the sign client emits `session_connect` for every settled session, awaited or not
    onSessionSettled(listener: (session: { topic: string; namespaces: Record<string, never> }) => void) {
      const fn = (e: { session?: { topic: string; namespaces: Record<string, never> } }) => {
        if (e?.session) listener(e.session)
      }
      provider.client.on('session_connect', fn as never)
      return () => void provider.client.off('session_connect', fn as never)
    },
    async replayPending(topic: string) {
      // A wallet's answer to a proposal made before a reload arrives on the pairing topic, and the
      // SDK drops it in two ways (both seen in apps/lab/e2e/walletconnect.e2e.test.ts): the page
      // reloaded before the SDK's storage had written the proposal's request history (its writes
      // are not awaited), so the answer matches no request; or the answer reached the socket while
      // the sign client was still starting, and its own replay covers session topics only. So once
      // started, the request record is made again from the stored proposal when it is missing, and
      // the answers it holds for the pairing are handed to it again. One it handled already finds
      // its proposal gone and is dropped.
      const client = provider.client as unknown as {
        core: {
          relayer: { messages: { get?(topic: string): Record<string, string> } }
          crypto: { decode?(topic: string, message: string): Promise<unknown> }
          history: {
            records?: Map<number, unknown>
            set?(
              topic: string,
              request: { id: number; jsonrpc: '2.0'; method: string; params: unknown },
            ): Promise<void>
          }
        }
        proposal: { getAll?(): { id: number; pairingTopic: string }[] }
        engine: {
          onProviderMessageEvent?(e: { topic: string; message: string; publishedAt: number }): Promise<void>
        }
      }
      const { relayer, crypto, history } = client.core
      const mine = (client.proposal.getAll?.() ?? []).filter((x) => x.pairingTopic === topic)
      // the request records first, so an answer arriving from now on matches too
      for (const { id } of mine)
        if (!history.records?.has(id))
          await history.set?.(topic, { id, jsonrpc: '2.0', method: 'wc_sessionPropose', params: {} })
      const proposals = new Set(mine.map((x) => x.id))
      for (const message of Object.values(relayer.messages.get?.(topic) ?? {})) {
        const payload = (await crypto.decode?.(topic, message).catch(() => undefined)) as
          | { id?: unknown; result?: unknown; error?: unknown }
          | undefined
        if (!payload || typeof payload.id !== 'number' || !('result' in payload || 'error' in payload))
          continue
        if (!proposals.has(payload.id)) continue
        await client.engine
          .onProviderMessageEvent?.({ topic, message, publishedAt: Date.now() })
          .catch(() => undefined)
      }
    },
    formatAuthMessage(payload: unknown, iss: string) {
      return provider.client.formatAuthMessage({ request: payload as never, iss })
    },
    knownSessions() {
      return provider.client.session.getAll()
    },
    async adoptSession(session: unknown, optionalNamespaces: Record<string, unknown>) {
      internals.optionalNamespaces = optionalNamespaces
      internals.session = session
      await internals.persist?.('optionalNamespaces', optionalNamespaces)
      internals.onConnect?.()
    },
  }) as unknown as UniversalProviderLike
}
