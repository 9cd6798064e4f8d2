/**
 * Sign-in sessions: one row per verified sign-in, named by the token's `sid`. The server
 * decides who is signed in: a token is only good while its row exists, is not revoked and has not
 * expired (so `POST /auth/v1/signout` ends it everywhere at once).
 */
import { randomBytes } from 'node:crypto'
import type { SIWXNamespace } from '@portico/core'
import type { Db } from '../db/Db.js'

export interface AuthSession {
  id: string
  /** CAIP-10: namespace:reference:address */
  account: string
  namespace: SIWXNamespace
  chainId: string
  address: string
  domain: string
  issuedAt: number
  notBefore: number
  expiresAt: number
  revokedAt: number | null
}

type Row = {
  id: string
  account: string
  namespace: string
  chain_id: string
  address: string
  domain: string
  issued_at: string
  not_before: string
  expires_at: string
  revoked_at: string | null
}

const fromRow = (r: Row): AuthSession => ({
  id: r.id,
  account: r.account,
  namespace: r.namespace as SIWXNamespace,
  chainId: r.chain_id,
  address: r.address,
  domain: r.domain,
  issuedAt: Number(r.issued_at),
  notBefore: Number(r.not_before),
  expiresAt: Number(r.expires_at),
  revokedAt: r.revoked_at === null ? null : Number(r.revoked_at),
})

export interface AuthSessions {
  create(s: Omit<AuthSession, 'id' | 'account' | 'revokedAt'>): Promise<AuthSession>
  get(id: string): Promise<AuthSession | undefined>
  /** true when a live session was revoked by this call */
  revoke(id: string, at: number): Promise<boolean>
}

export function createAuthSessions(db: Db, opts: { now: () => number }): AuthSessions {
  return {
    async create(s) {
      const id = randomBytes(16).toString('hex')
      const account = `${s.chainId}:${s.address}`
      // sessions that ended more than a day ago are of no use to anyone: swept as new ones start
      await db.query('delete from auth_sessions where expires_at < $1', [opts.now() - 86_400_000])
      await db.query(
        `insert into auth_sessions (id, account, namespace, chain_id, address, domain, issued_at, not_before, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [id, account, s.namespace, s.chainId, s.address, s.domain, s.issuedAt, s.notBefore, s.expiresAt],
      )
      return { ...s, id, account, revokedAt: null }
    },
    async get(id) {
      const rows = await db.query<Row>('select * from auth_sessions where id = $1', [id])
      return rows[0] ? fromRow(rows[0]) : undefined
    },
    async revoke(id, at) {
      const rows = await db.query(
        'update auth_sessions set revoked_at = $2 where id = $1 and revoked_at is null returning id',
        [id, at],
      )
      return rows.length > 0
    },
  }
}
