/**
 * SPEC §5: a recipient must be an address of the namespace: SS58 with a valid checksum (blake2),
 * decoded by @polkadot/util-crypto. A lazy chunk: loaded when a recipient is checked.
 */
import { decodeAddress } from '@polkadot/util-crypto'

export function isPolkadotAddress(address: string): boolean {
  if (typeof address !== 'string' || address.startsWith('0x')) return false
  try {
    return decodeAddress(address).length === 32
  } catch {
    return false
  }
}
