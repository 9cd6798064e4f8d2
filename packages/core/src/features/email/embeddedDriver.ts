import type { ConnectionInternals } from '../../connection/ConnectionInternals.js'
import type { ConnectorDriver } from '../../connection/ConnectorDriver.js'
import type { Connector } from '../../types/connector.js'

const load = () => import('./embeddedConnection.js')

/**
 * The embedded wallet in the one connect path (SPEC §4 connector kind AUTH): the email login logs
 * in through the frame, then connects with this connector; its work is in the email feature's
 * chunk, loaded on first use. The email feature's `drivers` hook (emailCoreFeature.ts): core puts
 * it before the adapters' driver, which takes every other connector.
 */
export function embeddedDriver(c: ConnectionInternals): ConnectorDriver {
  const connector: Connector = { id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' }
  return {
    connector,
    view: undefined,
    handles: (k) => k.type === 'AUTH',
    namespacesOf: () => (['eip155', 'solana'] as const).filter((ns) => c.ctx.adapters.has(ns)),
    async connect() {
      return (await load()).connectEmbedded(c.ctx, false)
    },
    async restore(stored) {
      if (stored.length === 0 || !c.ctx.options.secureSiteUrl) return []
      return (await load()).connectEmbedded(c.ctx, true)
    },
    async disconnect(namespaces) {
      await (await load()).disconnectEmbedded(c.ctx, namespaces)
    },
  }
}
