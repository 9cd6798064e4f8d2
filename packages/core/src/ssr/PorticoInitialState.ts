import type { StoredConnections } from '../connection/storedConnections.js'
import type { ChainNamespace } from '../types/chain.js'

/**
 * What a server knows of a returning visitor, from Portico's cookies (`cookieToInitialState`):
 * plain JSON, so a server component can hand it to a client component as a prop.
 */
export interface PorticoInitialState {
  /** per namespace: the wallet and the address it last showed */
  connections: StoredConnections
  activeNamespace?: ChainNamespace
  /** per namespace: the CAIP-2 id of the network last chosen */
  activeNetworks: Partial<Record<ChainNamespace, string>>
}
