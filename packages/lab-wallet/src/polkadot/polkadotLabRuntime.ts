/**
 * The runtime the polkadot lab parts build extrinsics with: Polkadot's static metadata from
 * @polkadot/types-support (v14, spec 1002005). There is no local node (chopsticks needs the
 * internet), so the lab's "local" chain is the Polkadot runtime under a genesis hash of our own.
 * Loaded with a dynamic import: the metadata is ~280 KB.
 */
import type { KeyValueStorage } from '@portico/core'

export type HexString = `0x${string}`

export interface PolkadotLabRuntime {
  metadata: HexString
  runtimeVersion: {
    specName: string
    specVersion: number
    transactionVersion: number
    [key: string]: unknown
  }
  chainName: string
  properties: { ss58Format: number; tokenDecimals: number[]; tokenSymbol: string[] }
}

/** the genesis hash of the lab's offline test chain (made up: no node has it) */
export const POLKADOT_LAB_GENESIS_HASH: HexString =
  '0x5f3b8e4c1a9d2e7f6b0c4d8a3e1f9b7c2d6a0e4f8b3c7d1a5e9f2b6c0d4a8e3f'

export async function loadPolkadotLabRuntime(): Promise<PolkadotLabRuntime> {
  const mod = await import('@polkadot/types-support/metadata/static-polkadot')
  return {
    metadata: mod.default as HexString,
    runtimeVersion: mod.version as PolkadotLabRuntime['runtimeVersion'],
    chainName: 'Polkadot',
    properties: { ss58Format: 0, tokenDecimals: [10], tokenSymbol: ['DOT'] },
  }
}

/** Origins the lab polkadot wallet has authorized, persisted like an extension does. */
export function loadAuthorizedOrigins(storage: KeyValueStorage, key: string): string[] {
  try {
    const raw = storage.getItem(key)
    if (!raw) return []
    const value = JSON.parse(raw) as unknown
    const origins = (value as { version?: unknown; origins?: unknown } | null)?.origins
    if ((value as { version?: unknown }).version !== 1 || !Array.isArray(origins)) throw new Error('stale')
    return origins.filter((o): o is string => typeof o === 'string')
  } catch {
    try {
      storage.removeItem(key)
    } catch {
      // ignore
    }
    return []
  }
}

export function saveAuthorizedOrigins(storage: KeyValueStorage, key: string, origins: string[]): void {
  try {
    storage.setItem(key, JSON.stringify({ version: 1, origins }))
  } catch {
    // persistence is best effort
  }
}
