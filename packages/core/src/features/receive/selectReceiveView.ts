import type { Portico } from '../../portico/Portico.js'
import type { PorticoState } from '../../store/PorticoState.js'
import type { PorticoNetwork } from '../../types/chain.js'
import { paymentUri } from './paymentUri.js'

/** What the Receive screen shows (SPEC §2 receive). */
export interface ReceiveViewModel {
  address: string
  /** the chain-aware payment URI (EIP-681, BIP-21, Solana Pay); the bare address elsewhere */
  uri: string
  /** whether `uri` says more than the address (then the screen offers the bare address too) */
  chainAware: boolean
  network: Pick<PorticoNetwork, 'name' | 'caipNetworkId'> & { imageUrl?: string }
  /** the configured networks this address receives on */
  networks: (Pick<PorticoNetwork, 'name' | 'caipNetworkId'> & { imageUrl?: string })[]
}

const view = (n: PorticoNetwork) => ({
  name: n.name,
  caipNetworkId: n.caipNetworkId,
  ...(n.assets?.imageUrl ? { imageUrl: n.assets.imageUrl } : {}),
})

/**
 * One address, every network of its namespace for eip155 and solana (an account is the same key
 * on each); bip122, polkadot and cosmos addresses are written for one network (bech32 / SS58
 * prefixes), so only the active network is listed. Undefined when nothing is connected.
 */
export function selectReceiveView(
  portico: Pick<Portico, 'getActiveNetwork' | 'getNetworks'>,
  state: Pick<PorticoState, 'activeNamespace' | 'accounts'>,
): ReceiveViewModel | undefined {
  const ns = state.activeNamespace
  const address = state.accounts[ns]?.address
  const network = portico.getActiveNetwork(ns)
  if (!address || !network) return undefined
  const uri = paymentUri(network, address)
  const sameKeyEverywhere = ns === 'eip155' || ns === 'solana'
  return {
    address,
    uri,
    chainAware: uri !== address,
    network: view(network),
    networks: (sameKeyEverywhere ? portico.getNetworks(ns) : [network]).map(view),
  }
}
