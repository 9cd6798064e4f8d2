import type { ChainNamespace } from './chain.js'

/** Connector kinds (SPEC §4). */
export const CONNECTOR_TYPES = [
  'WALLET_CONNECT',
  'INJECTED',
  'ANNOUNCED',
  'AUTH',
  'EXTERNAL',
  'MULTI_CHAIN',
  'ID_AUTH',
] as const
export type ConnectorType = (typeof CONNECTOR_TYPES)[number]

/**
 * A way to connect a wallet. `imageUrl` and `name` often come from the wallet itself
 * (EIP-6963 announcements) and are untrusted: views render them as text / <img src> only.
 */
export interface Connector {
  id: string
  type: ConnectorType
  name: string
  chain: ChainNamespace
  imageUrl?: string
  rdns?: string
  /** id in the wallet registry, when known */
  explorerId?: string
}
