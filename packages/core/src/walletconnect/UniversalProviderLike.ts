/** The part of `@walletconnect/universal-provider` core uses (a fake implements it in tests). */
import type { SessionNamespaceData } from './createNamespaceSession.js'

export interface UniversalSessionLike {
  topic: string
  namespaces: Record<string, SessionNamespaceData>
}

export interface UniversalProviderLike {
  session?: UniversalSessionLike | undefined
  connect(opts: { optionalNamespaces: Record<string, unknown>; pairingTopic?: string }): Promise<unknown>
  request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown>
  disconnect(): Promise<void>
  on(event: string, listener: (payload: never) => void): unknown
  removeListener(event: string, listener: (payload: never) => void): unknown
  /** calls `listener` each time the relay socket connects again after a drop; returns `off` */
  onRelayReconnect?(listener: () => void): () => void
}
