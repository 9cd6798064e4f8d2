/** The part of `@walletconnect/universal-provider` core uses (a fake implements it in tests). */
import type { SessionNamespaceData } from './createNamespaceSession.js'

export interface UniversalSessionLike {
  topic: string
  namespaces: Record<string, SessionNamespaceData>
  /** the CACAOs a wallet answered a proposal's sign-in request with (untrusted) */
  authentication?: unknown[]
}

export interface UniversalProviderLike {
  session?: UniversalSessionLike | undefined
  connect(opts: {
    optionalNamespaces: Record<string, unknown>
    pairingTopic?: string
    /** CAIP-122 sign-in requests carried by the proposal (one-click sign-in) */
    authentication?: unknown[]
  }): Promise<unknown>
  /** the text a wallet signs for a CACAO payload and issuer (did:pkh) */
  formatAuthMessage?(payload: unknown, iss: string): string
  request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown>
  disconnect(): Promise<void>
  on(event: string, listener: (payload: never) => void): unknown
  removeListener(event: string, listener: (payload: never) => void): unknown
  /** calls `listener` each time the relay socket connects again after a drop; returns `off` */
  onRelayReconnect?(listener: () => void): () => void
  /** calls `listener` for every session the sign client settles, also one nobody awaits */
  onSessionSettled?(listener: (session: UniversalSessionLike) => void): () => void
  /** hands the sign client the messages of `topic` it received but never handled */
  replayPending?(topic: string): Promise<void>
  /** the sessions the sign client holds (settled, not expired), oldest first */
  knownSessions?(): UniversalSessionLike[]
  /** makes a session settled without a pending `connect` (see onSessionSettled) the provider's */
  adoptSession?(session: UniversalSessionLike, optionalNamespaces: Record<string, unknown>): Promise<void>
}
