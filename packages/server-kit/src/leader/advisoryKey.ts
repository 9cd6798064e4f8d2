/** A PostgreSQL advisory lock key (a signed 64-bit integer) for a name: the first 8 bytes of its SHA-256. */
import { createHash } from 'node:crypto'

export function advisoryKey(name: string): bigint {
  return createHash('sha256').update(`portico:${name}`).digest().readBigInt64BE(0)
}
