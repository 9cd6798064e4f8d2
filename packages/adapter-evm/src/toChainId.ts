import { porticoError } from '@portico/core'

/** A Portico network id (`1`, `'1'` or `'0x1'`) as the number wagmi and viem use. */
export function toChainId(id: number | string): number {
  const n = typeof id === 'number' ? id : id.trim() === '' ? Number.NaN : Number(id)
  if (!Number.isSafeInteger(n) || n <= 0) throw porticoError('INVALID_CHAIN_ID', { details: { id } })
  return n
}
