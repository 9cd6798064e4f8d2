import { porticoError } from '../errors/errorCatalogue.js'
import type { ChainNamespace, PorticoNetwork } from '../types/chain.js'

/**
 * SPEC §5: a chain must belong to a configured namespace and be one of its networks. `ref` is a
 * network, a CAIP-2 id or a chain reference of `namespace`. The same two errors for every
 * adapter: NAMESPACE_NOT_CONFIGURED for another namespace, NETWORK_NOT_FOUND for a network the
 * host did not configure.
 */
export function requireNetwork(
  networks: readonly PorticoNetwork[],
  namespace: ChainNamespace,
  ref: PorticoNetwork | string | number,
): PorticoNetwork {
  const caip =
    typeof ref === 'object'
      ? ref.caipNetworkId
      : typeof ref === 'string' && ref.includes(':')
        ? ref
        : `${namespace}:${ref}`
  if (!caip.startsWith(`${namespace}:`))
    throw porticoError('NAMESPACE_NOT_CONFIGURED', { details: { namespace, caipNetworkId: caip } })
  const found = networks.find((n) => n.caipNetworkId === caip && n.chainNamespace === namespace)
  if (!found) throw porticoError('NETWORK_NOT_FOUND', { details: { caipNetworkId: caip } })
  return found
}
