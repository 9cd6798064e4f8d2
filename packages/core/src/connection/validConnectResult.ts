import type { ConnectResult } from '../adapters/PorticoAdapter.js'

/**
 * Every namespace's addresses are letters and digits only (0x-hex, base58, bech32, SS58), at
 * most 128 of them; a CAIP-2 chain reference is `[-_a-zA-Z0-9]{1,32}` (bip122 and polkadot use
 * 32 hex characters). This is the shape check core makes on every wallet answer, synchronously
 * and before anything is stored; each adapter makes its namespace's exact check (checksum,
 * base58 length, bech32 prefix) when the answer arrives.
 */
const ADDRESS_RE = /^[0-9A-Za-z]{1,128}$/
const CHAIN_REF_RE = /^[-_a-zA-Z0-9]{1,32}$/

export const isChainReference = (v: unknown): v is string | number =>
  typeof v === 'number' ? Number.isSafeInteger(v) && v >= 0 : typeof v === 'string' && CHAIN_REF_RE.test(v)

/** a wallet's answer (connect, restore, account change) that core may store and show */
export function isValidConnectResult(r: unknown): r is ConnectResult {
  if (typeof r !== 'object' || r === null) return false
  const { address, chainId, connectorId } = r as Partial<Record<keyof ConnectResult, unknown>>
  return (
    typeof address === 'string' &&
    ADDRESS_RE.test(address) &&
    isChainReference(chainId) &&
    typeof connectorId === 'string' &&
    connectorId.length > 0 &&
    connectorId.length <= 256
  )
}
