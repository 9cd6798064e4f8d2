import { porticoError } from '../errors/errorCatalogue.js'
import type { ConnectionInternals } from './ConnectionInternals.js'
import type { ConnectorDriver } from './ConnectorDriver.js'
import { adapterWalletKey } from './walletKey.js'

/** Connectors an adapter brings (extensions, EIP-6963, wallet-standard…): the adapter connects. */
export function adapterDriver(c: ConnectionInternals): ConnectorDriver {
  const adapterOf = (ns: Parameters<ConnectionInternals['ctx']['adapters']['get']>[0]) => {
    const adapter = c.ctx.adapters.get(ns)
    if (!adapter) throw porticoError('ADAPTER_NOT_FOUND', { details: { namespace: ns } })
    return adapter
  }
  return {
    view: 'ConnectingExternal',
    handles: (connector) =>
      connector.type !== 'WALLET_CONNECT' || connector.id !== c.walletConnect?.connector.id,
    namespacesOf: (connector) => [connector.chain],
    async connect(connector, signal) {
      const result = await adapterOf(connector.chain).connect({ connectorId: connector.id, signal })
      return [{ namespace: connector.chain, result, walletKey: adapterWalletKey(connector) }]
    },
    async restore(stored) {
      const restored = await Promise.all(
        stored.map(async ([ns, record]) => {
          const adapter = c.ctx.adapters.get(ns)
          if (!adapter) return []
          const caipNetworkId = c.ctx.store.getState().activeNetworks[ns]
          const result = await adapter
            .restore({ connectorId: record.connectorId, ...(caipNetworkId ? { caipNetworkId } : {}) })
            .catch(() => null)
          if (!result) return []
          const connector = c.findConnector(result.connectorId) ?? { id: result.connectorId, chain: ns }
          return [{ namespace: ns, result, walletKey: record.walletKey ?? adapterWalletKey(connector) }]
        }),
      )
      return restored.flat()
    },
    async disconnect(namespaces) {
      const failures: unknown[] = []
      await Promise.all(
        namespaces.map((ns) =>
          c.ctx.adapters
            .get(ns)
            ?.disconnect()
            .catch((e: unknown) => failures.push(e)),
        ),
      )
      if (failures.length) throw porticoError('FAILED_TO_DISCONNECT', { cause: failures[0] })
    },
  }
}
