/**
 * The connection core remembers per namespace (read once at start to restore, SPEC §4).
 * Each namespace's entry is validated on its own: a bad or unknown entry is dropped alone and
 * never takes a valid connection of another namespace with it.
 */
import { z } from 'zod/mini'
import type { PorticoStorage } from '../storage/createStorage.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import type { ChainNamespace } from '../types/chain.js'
import type { ConnectorType } from '../types/connector.js'
import { isChainNamespace } from '../utils/caip.js'

export interface StoredConnectionRecord {
  connectorId: string
  connectorType: ConnectorType | string
  /** the wallet behind the connection: namespaces with the same key are one wallet (disconnect) */
  walletKey?: string
}

const recordSchema = z.object({
  connectorId: z.string().check(z.minLength(1)),
  connectorType: z.string(),
  walletKey: z.optional(z.string()),
})

export type StoredConnections = Partial<Record<ChainNamespace, StoredConnectionRecord>>

export function readStoredConnections(storage: PorticoStorage): StoredConnections {
  const raw = storage.get(STORAGE_KEYS.connections.key, STORAGE_KEYS.connections.schema) ?? {}
  const out: StoredConnections = {}
  for (const [ns, value] of Object.entries(raw)) {
    const parsed = recordSchema.safeParse(value)
    if (isChainNamespace(ns) && parsed.success) out[ns] = parsed.data
  }
  return out
}

export function writeStoredConnection(
  storage: PorticoStorage,
  ns: ChainNamespace,
  record: StoredConnectionRecord | undefined,
) {
  const all = readStoredConnections(storage)
  if (record) all[ns] = record
  else delete all[ns]
  storage.set(STORAGE_KEYS.connections.key, all)
}
