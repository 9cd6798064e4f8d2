/**
 * A scripted universal provider for the WalletConnect connector tests: `connect` shows
 * `FAKE_WC_URI` (no URI when it reuses a pairing) and waits for `approve()` / `reject()`; requests,
 * disconnects, replayed pairings and adopted sessions are recorded.
 */
import { createSignInMessage } from '../siwx/createSignInMessage.js'
import type { UniversalSessionLike } from '../walletconnect/UniversalProviderLike.js'

/** the pairing URI the fake provider shows (a far expiry) */
export const FAKE_WC_URI = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=2000000000`

/** A scripted universal provider: connect emits display_uri and waits for approve()/reject(). */
export function createFakeUniversalProvider(uri: string = FAKE_WC_URI) {
  const listeners = new Map<string, Set<(p: never) => void>>()
  let settle: { ok: (s: UniversalSessionLike) => void; fail: (e: unknown) => void } | undefined
  const p = {
    session: undefined as UniversalSessionLike | undefined,
    connectCalls: [] as {
      optionalNamespaces: Record<string, unknown>
      pairingTopic?: string
      authentication?: unknown[]
    }[],
    requests: [] as { method: string; chain?: string }[],
    /** the params of the last request */
    lastParams: undefined as unknown,
    disconnected: 0,
    on(event: string, l: (p: never) => void) {
      const set = listeners.get(event) ?? new Set()
      set.add(l)
      listeners.set(event, set)
      return p
    },
    removeListener(event: string, l: (p: never) => void) {
      listeners.get(event)?.delete(l)
      return p
    },
    emit(event: string, payload: unknown) {
      for (const l of [...(listeners.get(event) ?? [])]) (l as (x: unknown) => void)(payload)
    },
    async connect(opts: {
      optionalNamespaces: Record<string, unknown>
      pairingTopic?: string
      authentication?: unknown[]
    }) {
      p.connectCalls.push(opts)
      if (!opts.pairingTopic) p.emit('display_uri', uri)
      const session = await new Promise<UniversalSessionLike>((ok, fail) => {
        settle = { ok, fail }
      })
      p.session = session
      return session
    },
    approve(namespaces: UniversalSessionLike['namespaces'], authentication?: unknown[]) {
      settle?.ok({ topic: 't'.repeat(64), namespaces, ...(authentication ? { authentication } : {}) })
    },
    /** the EIP-4361 text of a CACAO payload, as @walletconnect/utils formats it */
    formatAuthMessage: (payload: unknown, iss: string) => {
      const x = payload as Record<string, string>
      return createSignInMessage({
        chainId: iss.split(':').slice(2, 4).join(':') as 'eip155:1',
        accountAddress: iss.split(':')[4]!,
        nonce: x.nonce!,
        domain: x.domain!,
        uri: x.aud!,
        version: '1',
        issuedAt: x.iat!,
      }).toString()
    },
    onRelayReconnect(l: () => void) {
      return p.on('relay', l as never) && (() => p.removeListener('relay', l as never))
    },
    onSessionSettled(l: (s: UniversalSessionLike) => void) {
      p.on('settled', l as never)
      return () => p.removeListener('settled', l as never)
    },
    adopted: [] as string[],
    replayed: [] as string[],
    async replayPending(topic: string) {
      p.replayed.push(topic)
    },
    knownSessions: () => [] as UniversalSessionLike[],
    async adoptSession(session: UniversalSessionLike) {
      p.adopted.push(session.topic)
      p.session = session
    },
    reject() {
      settle?.fail({ code: 5000, message: 'User rejected.' })
    },
    async request(args: { method: string; params?: unknown }, chain?: string) {
      p.requests.push({ method: args.method, ...(chain ? { chain } : {}) })
      p.lastParams = args.params
      if (args.method === 'solana_signMessage') return { signature: 'sig58' }
      return '0xsigned'
    },
    async disconnect() {
      p.disconnected++
      p.session = undefined
    },
  }
  return p
}

export type FakeUniversalProvider = ReturnType<typeof createFakeUniversalProvider>
