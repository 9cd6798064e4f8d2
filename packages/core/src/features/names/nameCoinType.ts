import { porticoError } from '../../errors/errorCatalogue.js'

/**
 * ENSIP-11 coin type of an EVM chain: 60 on Ethereum (chain 1), else `0x80000000 | chainId`.
 * SPEC §5: a chain id must be below 0x80000000, else 'Invalid chainId'.
 */
export function nameCoinType(chainId: number | string): number {
  const id = Number(chainId)
  if (!Number.isSafeInteger(id) || id <= 0 || id >= 0x80000000) throw porticoError('INVALID_CHAIN_ID')
  return id === 1 ? 60 : (0x80000000 | id) >>> 0
}
