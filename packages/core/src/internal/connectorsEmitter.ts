import type { AdapterContext } from '../adapters/PorticoAdapter.js'
import type { Connector } from '../types/connector.js'

/**
 * Reports an adapter's connector list to core: one entry per id (the first wins), and only
 * when the list changed (wallet discovery fires repeatedly with the same wallets).
 */
export function connectorsEmitter(
  ctx: Pick<AdapterContext, 'emit'>,
): (connectors: readonly Connector[]) => void {
  let last = ''
  return (connectors) => {
    const unique = [...new Map(connectors.map((c) => [c.id, c])).values()]
    const key = JSON.stringify(unique)
    if (key === last) return
    last = key
    ctx.emit({ type: 'connectors', connectors: unique })
  }
}
