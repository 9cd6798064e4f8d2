import { porticoError } from '../errors/errorCatalogue.js'
import { toCaipNetworkId } from '../utils/caip.js'
import type { NamespaceConnection } from './ConnectorDriver.js'
import type { ConnectionInternals } from './createConnectionController.js'

/**
 * A wallet's answer to connect is untrusted (issue "Hardening" 5): each account must be a short
 * string that the namespace's adapter accepts as an address (`isAddress`, on the network the
 * wallet reported, else the namespace's first), or the attempt fails with WALLET_RESPONSE_INVALID
 * (its catalogue text is shown, never the wallet's data) and nothing is stored.
 */
export async function assertWalletAccounts(
  c: ConnectionInternals,
  connections: readonly NamespaceConnection[],
) {
  for (const { namespace, result } of connections) {
    const address: unknown = result?.address
    const chainId: unknown = result?.chainId
    if (typeof address !== 'string' || address.length === 0 || address.length > 200)
      throw porticoError('WALLET_RESPONSE_INVALID', { details: { namespace } })
    const adapter = c.ctx.adapters.get(namespace)
    if (!adapter?.isAddress) continue
    const networks = c.ctx.options.networks.filter((n) => n.chainNamespace === namespace)
    const reported =
      typeof chainId === 'string' || typeof chainId === 'number'
        ? networks.find((n) => n.caipNetworkId === toCaipNetworkId(namespace, chainId))
        : undefined
    const network = reported ?? networks[0]
    if (network && !(await adapter.isAddress(address, network)))
      throw porticoError('WALLET_RESPONSE_INVALID', { details: { namespace } })
  }
}
