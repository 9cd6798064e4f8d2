/**
 * SPEC §4 restore for the eip155 adapter: wagmi's `reconnect` of the connector it remembers (its
 * own storage), once its persisted state has hydrated; core's record says which connection is
 * ours. A lazy chunk, loaded when core restores after a reload.
 */
import type { ConnectResult, StoredConnection } from '@portico/core'
import { type Config, getConnection, reconnect as wagmiReconnect } from '@wagmi/core'
import { waitForHydration } from './waitForHydration.js'
import { toConnectResult } from './watchAccountEvents.js'

export async function restoreConnection(c: Config, stored: StoredConnection): Promise<ConnectResult | null> {
  await waitForHydration(c)
  const connections = await wagmiReconnect(c)
  const restored = toConnectResult(getConnection(c))
  if (restored) return restored
  const mine = connections.find((x) => x.connector.id === stored.connectorId) ?? connections[0]
  return mine ? { address: mine.accounts[0], chainId: mine.chainId, connectorId: mine.connector.id } : null
}
