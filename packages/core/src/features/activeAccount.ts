import type { Portico } from '../portico/Portico.js'

/**
 * The connected account of the active namespace, with its network and adapter: what a feature's
 * flow works on (Send, Swap, Buy). Undefined while not connected, or on a network the host did
 * not configure.
 */
export function activeAccount(portico: Pick<Portico, 'getState' | 'getActiveNetwork' | 'getAdapter'>) {
  const s = portico.getState()
  const ns = s.activeNamespace
  const account = s.accounts[ns]
  const network = portico.getActiveNetwork(ns)
  const adapter = portico.getAdapter(ns)
  if (account?.status !== 'connected' || !account.address || !network || !adapter) return undefined
  return { ns, address: account.address, network, adapter }
}
