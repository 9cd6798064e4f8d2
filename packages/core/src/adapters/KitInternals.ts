/** what defineAdapter shares with its lazy runtime (adapterRuntime.ts): its own file, so neither imports the other back */
import type { PorticoNetwork } from '../types/chain.js'
import type { AdapterKit, AdapterParts, KitAccount, WalletSource } from './AdapterParts.js'

export interface KitInternals<W, A extends KitAccount> {
  parts: AdapterParts<W, A>
  kit: AdapterKit<A>
  source(): WalletSource<W> | undefined
  /** the network chosen while not connected */
  chosen: PorticoNetwork | undefined
}
