import { hasCapability } from '../../capabilities/hasCapability.js'
import type { Portico } from '../../portico/Portico.js'
import type { PorticoState } from '../../store/PorticoState.js'

/**
 * Whether the Account view offers to register a name: the blockchain API is configured,
 * an account without a profile name is connected on a supported network, and the active adapter
 * can do names (SPEC §9: eip155).
 */
export function selectNameOffer(
  portico: Pick<Portico, 'options' | 'getAdapter' | 'isUnsupportedNetwork'>,
  state: Pick<PorticoState, 'activeNamespace' | 'accounts'>,
): boolean {
  const ns = state.activeNamespace
  const account = state.accounts[ns]
  if (!(portico.options.apiUrl || portico.options.blockchainApiUrl)) return false
  if (account?.status !== 'connected' || !account.address || account.profileName) return false
  if (portico.isUnsupportedNetwork(ns)) return false
  return hasCapability(portico, 'names', ns)
}
