/**
 * What the lab wallet remembers across page reloads (authorization, current chain, chains the
 * user added), like a real extension does. Reads are validated: a corrupt or stale entry is
 * dropped and the defaults are used.
 */
import type { KeyValueStorage } from '@portico/core'

export interface LabWalletState {
  authorized: boolean
  chainId: number
  knownChainIds: number[]
  /** which of the wallet's accounts is selected (0: the first) */
  accountIndex?: number
}

export function createMemoryKeyValueStorage(): KeyValueStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

export function defaultKeyValueStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage
    if (storage && typeof storage.getItem === 'function') return storage
  } catch {
    // localStorage access throws in sandboxed frames: fall back to memory
  }
  return createMemoryKeyValueStorage()
}

/**
 * @param configured chain ids the wallet can reach (its `chains` option)
 * @param initial the state when nothing valid is stored
 */
export function loadLabWalletState(
  storage: KeyValueStorage,
  key: string,
  configured: readonly number[],
  initial: LabWalletState,
): LabWalletState {
  let raw: string | null
  try {
    raw = storage.getItem(key)
  } catch {
    return initial
  }
  if (raw === null) return initial
  const parsed = parse(raw, configured)
  if (!parsed) {
    try {
      storage.removeItem(key)
    } catch {
      // ignore
    }
    return initial
  }
  const knownChainIds = [...new Set([...initial.knownChainIds, ...parsed.knownChainIds])]
  const chainId = knownChainIds.includes(parsed.chainId) ? parsed.chainId : initial.chainId
  return {
    authorized: parsed.authorized,
    chainId,
    knownChainIds,
    ...(parsed.accountIndex ? { accountIndex: parsed.accountIndex } : {}),
  }
}

export function saveLabWalletState(storage: KeyValueStorage, key: string, state: LabWalletState): void {
  try {
    storage.setItem(key, JSON.stringify({ version: 1, ...state }))
  } catch {
    // quota or disabled storage: persistence is best effort
  }
}

function parse(raw: string, configured: readonly number[]): LabWalletState | undefined {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const { version, authorized, chainId, knownChainIds, accountIndex } = value as Record<string, unknown>
  if (version !== 1 || typeof authorized !== 'boolean') return undefined
  if (typeof chainId !== 'number' || !configured.includes(chainId)) return undefined
  if (!Array.isArray(knownChainIds)) return undefined
  const known = knownChainIds.filter((id): id is number => typeof id === 'number' && configured.includes(id))
  const index =
    Number.isSafeInteger(accountIndex) && (accountIndex as number) > 0 ? (accountIndex as number) : 0
  return { authorized, chainId, knownChainIds: known, ...(index ? { accountIndex: index } : {}) }
}
