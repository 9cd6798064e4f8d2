import { hasCapability } from '../../capabilities/hasCapability.js'
import type { ErrorCode } from '../../errors/errorCatalogue.js'
import type { Portico } from '../../portico/Portico.js'
import type { CaipAddress, ChainNamespace, PorticoNetwork } from '../../types/chain.js'
import { signInAccountKey } from './signInAccountKey.js'

export interface SignInTarget {
  namespace: ChainNamespace
  address: string
  network: PorticoNetwork
  /** signInAccountKey */
  key: string
  caipAddress: CaipAddress
}

/**
 * The active account sign-in would be for, or the SPEC §5 reason there is none: no address
 * (No ActiveCaipAddress found), no supported network (No ActiveCaipNetwork or client found), no
 * adapter that signs in for the namespace (No ConnectionController client found).
 */
export function signInTarget(
  portico: Pick<Portico, 'getState' | 'getActiveNetwork' | 'isUnsupportedNetwork' | 'getAdapter'>,
  namespaces?: readonly ChainNamespace[],
): SignInTarget | ErrorCode {
  const s = portico.getState()
  const namespace = s.activeNamespace
  const account = s.accounts[namespace]
  if (account?.status !== 'connected' || !account.address) return 'NOT_CONNECTED'
  const network = portico.getActiveNetwork(namespace)
  if (!network || portico.isUnsupportedNetwork(namespace)) return 'NO_ACTIVE_NETWORK'
  if (!hasCapability(portico, 'signIn', namespace) || (namespaces && !namespaces.includes(namespace)))
    return 'NO_CONNECTION_CLIENT'
  return {
    namespace,
    address: account.address,
    network,
    key: signInAccountKey(namespace, account.address),
    caipAddress: `${network.caipNetworkId}:${account.address}`,
  }
}

/** whether the same account is still the active one (an answer for another is dropped) */
export function isActiveTarget(portico: Pick<Portico, 'getState'>, key: string): boolean {
  const s = portico.getState()
  const a = s.accounts[s.activeNamespace]
  return a?.status === 'connected' && !!a.address && signInAccountKey(s.activeNamespace, a.address) === key
}
