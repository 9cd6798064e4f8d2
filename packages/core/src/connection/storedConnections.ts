/**
 * The connection core remembers per namespace (read once at start to restore, SPEC §4).
 * Each namespace's entry is validated on its own: a bad or unknown entry is dropped alone and
 * never takes a valid connection of another namespace with it.
 */
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
  /**
   * the address it last showed: a returning visitor's button shows it while the wallet is asked
   * again, and a server renders it from the cookie (cookieToInitialState)
   */
  address?: string
}

/** an address of any namespace as written (hex, base58, bech32, SS58): letters and digits only */
const STORED_ADDRESS = /^[0-9A-Za-z]{1,128}$/

/** a stored record as written (plain checks, not zod: this is read at startup) */
function readRecord(v: unknown): StoredConnectionRecord | undefined {
  const r = v as Partial<Record<keyof StoredConnectionRecord, unknown>> | null
  if (typeof r !== 'object' || r === null) return undefined
  const { connectorId, connectorType, walletKey, address } = r
  if (typeof connectorId !== 'string' || !connectorId || typeof connectorType !== 'string') return undefined
  if (walletKey !== undefined && typeof walletKey !== 'string') return undefined
  return {
    connectorId,
    connectorType,
    ...(walletKey === undefined ? {} : { walletKey }),
    // a bad address is dropped alone: the connection is still restored, only not shown early
    ...(typeof address === 'string' && STORED_ADDRESS.test(address) ? { address } : {}),
  }
}

export type StoredConnections = Partial<Record<ChainNamespace, StoredConnectionRecord>>

export function readStoredConnections(storage: PorticoStorage): StoredConnections {
  const raw = storage.get(STORAGE_KEYS.connections.key, STORAGE_KEYS.connections.schema) ?? {}
  const out: StoredConnections = {}
  for (const [ns, value] of Object.entries(raw)) {
    const record = readRecord(value)
    if (isChainNamespace(ns) && record) out[ns] = record
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
