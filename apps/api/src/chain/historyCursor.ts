/**
 * The history cursor: an opaque base64url keyset `v1:{block}:{tx index}:{chain id}` of the last
 * transaction of a page. The next page holds the transactions strictly below it in
 * (block, tx index, chain id) order, so blocks mined between two pages never make a page repeat or
 * skip one (they sort above the first page).
 */
import { httpError } from '../util/httpError.js'

export interface HistoryCursor {
  block: string
  txIndex: number
  chainId: number
}

export const encodeHistoryCursor = (c: HistoryCursor): string =>
  Buffer.from(`v1:${c.block}:${c.txIndex}:${c.chainId}`).toString('base64url')

export function decodeHistoryCursor(raw: string): HistoryCursor {
  const m = /^v1:(\d{1,18}):(\d{1,9}):(\d{1,9})$/.exec(Buffer.from(raw, 'base64url').toString())
  // a block number PostgreSQL's bigint holds, an index and a chain id its integer holds
  if (!m || Number(m[2]) > 2 ** 31 - 1 || Number(m[3]) > 2 ** 31 - 1) throw httpError(400, 'Invalid cursor')
  return { block: m[1]!, txIndex: Number(m[2]), chainId: Number(m[3]) }
}
