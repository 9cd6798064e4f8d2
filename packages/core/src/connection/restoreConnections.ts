import type { ChainNamespace } from '../types/chain.js'
import type { ConnectionInternals } from './ConnectionInternals.js'
import type { ConnectorDriver } from './ConnectorDriver.js'
import { driversOf } from './driversOf.js'
import type { StoredConnectionRecord, StoredConnections } from './storedConnections.js'
import { isValidConnectResult } from './validConnectResult.js'

/**
 * SPEC §4: existing connections are restored at start, without asking the wallet to prompt;
 * on failure the status becomes disconnected. Core read the stored records once; each driver
 * restores its own (the adapter gets its namespace's record, WalletConnect its session).
 */
export async function restoreConnections(c: ConnectionInternals, stored: StoredConnections): Promise<void> {
  const entries = (Object.entries(stored) as [ChainNamespace, StoredConnectionRecord][]).filter(([ns]) =>
    c.ctx.adapters.has(ns),
  )
  if (entries.length === 0) return
  const drivers = driversOf(c)
  const owner = (record: StoredConnectionRecord): ConnectorDriver | undefined =>
    drivers.find((d) => d.handles({ id: record.connectorId, type: record.connectorType as 'INJECTED' }))
  const results = await Promise.all(
    drivers.map((d) => d.restore(entries.filter(([, record]) => owner(record) === d)).catch(() => [])),
  )
  // a stored wallet that now answers with something that is not an address is not restored
  const valid = results.map((r) => r.filter((conn) => isValidConnectResult(conn.result)))
  const connections = valid.flat()
  // a connect that finished meanwhile wins over the restore; a driver's own connector (AUTH) is kept
  const isFresh = (conn: (typeof connections)[number]) =>
    c.ctx.store.getState().accounts[conn.namespace]?.status === 'connecting'
  for (const [i, conns] of valid.entries()) c.apply(conns.filter(isFresh), drivers[i]?.connector)
  const restored = new Set(connections.map((conn) => conn.namespace))
  for (const [ns] of entries)
    if (!restored.has(ns) && c.ctx.store.getState().accounts[ns]?.status === 'connecting')
      c.resetNamespace(ns)
}
