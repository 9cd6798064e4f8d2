/**
 * Single-use sign-in nonces, honoured by every server sharing the database: 64 hex
 * characters (EIP-4361 wants letters and digits; core's client takes at most 64): 8 random bytes,
 * the expiry (6 bytes, ms), the chain it was asked for (4 bytes of its SHA-256, zeros for none) and
 * a 14-byte MAC over all that and the domain (`nonceMac.ts`). Nothing is stored when one is issued
 * (a flood of requests evicted other people's nonces when they were rows); `consume`
 * checks the MAC, the expiry and the chain, then records the nonce as used with one `insert … on
 * conflict do nothing`: of two requests racing with one nonce, exactly one wins. A use refused for
 * its chain or its expiry records nothing.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/Db.js'
import { createNonceMac, markNonceUsed } from './nonceMac.js'

export interface IssuedNonce {
  nonce: string
  issuedAt: number
  expiresAt: number
}

/** why a nonce was not consumed: not issued for that domain (or used already), expired, or another chain's */
export type NonceRefusal = 'unknown' | 'expired' | 'other chain'

export interface AuthNonces {
  issue(domain: string, chainId?: string): Promise<IssuedNonce>
  /**
   * uses the nonce up if it was issued for `domain`, is live at `at` and was issued for `chainId` (or
   * for no chain); otherwise uses nothing up and says why
   */
  consume(nonce: string, domain: string, chainId: string, at: number): Promise<'consumed' | NonceRefusal>
}

const PURPOSE = 'portico-api/sign-in-nonce/v1'
const NONCE = /^[0-9a-f]{64}$/
const NO_CHAIN = Buffer.alloc(4)
const chainTag = (chainId: string) => createHash('sha256').update(chainId).digest().subarray(0, 4)

export function createAuthNonces(
  db: Db,
  opts: { ttlMs: number; now: () => number; secret: Uint8Array },
): AuthNonces {
  const mac = createNonceMac(opts.secret)
  return {
    async issue(domain, chainId) {
      const issuedAt = opts.now()
      const expiresAt = issuedAt + opts.ttlMs
      const expiry = Buffer.alloc(6)
      expiry.writeUIntBE(expiresAt, 0, 6)
      const body = Buffer.concat([randomBytes(8), expiry, chainId ? chainTag(chainId) : NO_CHAIN])
      const nonce = Buffer.concat([body, mac.tag(PURPOSE, [domain], body, 14)]).toString('hex')
      return { nonce, issuedAt, expiresAt }
    },
    async consume(nonce, domain, chainId, at) {
      if (!NONCE.test(nonce)) return 'unknown'
      const bytes = Buffer.from(nonce, 'hex')
      const body = bytes.subarray(0, 18)
      if (!mac.check(PURPOSE, [domain], body, bytes.subarray(18))) return 'unknown'
      const expiresAt = body.readUIntBE(8, 6)
      if (expiresAt <= at) return 'expired'
      const tag = body.subarray(14, 18)
      if (!tag.equals(NO_CHAIN) && !tag.equals(chainTag(chainId))) return 'other chain'
      return (await markNonceUsed(db, 'auth', nonce, expiresAt)) ? 'consumed' : 'unknown'
    },
  }
}
