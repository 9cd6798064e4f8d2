import type { Connector } from '../types/connector.js'
import type { ConnectorDriver } from './ConnectorDriver.js'
import type { ConnectionInternals } from './createConnectionController.js'

const load = () => import('../features/email/embeddedConnection.js')

/**
 * The embedded wallet in the one connect path (SPEC §4 connector kind AUTH): the email login
 * (features/email) logs in through the frame, then connects with this connector; its work is in
 * the email feature's chunk, loaded on first use. Registered in driversOf before the adapters'
 * driver, which takes every other connector.
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
