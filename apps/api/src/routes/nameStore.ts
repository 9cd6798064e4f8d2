/** Profile names in the database (SPEC §7 profile calls). */
import type { NameRecord } from '@portico/core'
import type { Db } from '../db/Db.js'

type Row = {
  name: string
  address: string
  /** bigint: a string from PostgreSQL */
  coin_type: number | string
  attributes: unknown
  registered: string
  updated: string
}

export interface NameStore {
  get(name: string): Promise<NameRecord | undefined>
  byAddress(address: string): Promise<NameRecord[]>
  primaryFor(address: string): Promise<NameRecord | undefined>
  /**
   * Registers a name (already normalised) and consumes the signature's hash in one transaction:
   * both are written or neither. 'signature-used' when the hash was consumed before (replay),
   * 'name-taken' when the name exists.
   */
  insert(r: {
    name: string
    address: string
    coinType: number
    attributes: Record<string, string>
    signatureHash: string
  }): Promise<'inserted' | 'name-taken' | 'signature-used'>
}

class Rollback extends Error {
  constructor(readonly outcome: 'name-taken' | 'signature-used') {
    super(outcome)
  }
}

const toRecord = (r: Row): NameRecord => ({
  name: r.name,
  registered: Number(r.registered),
  updated: Number(r.updated),
  addresses: { [String(r.coin_type)]: { address: r.address } },
  attributes: (typeof r.attributes === 'string' ? JSON.parse(r.attributes) : r.attributes) as Record<
    string,
    string
  >,
})

export function createNameStore(db: Db): NameStore {
  const byAddress = async (address: string) =>
    (
      await db.query<Row>(
        'select * from profile_names where lower(address) = lower($1) order by registered',
        [address],
      )
    ).map(toRecord)
  return {
    async get(name) {
      const rows = await db.query<Row>('select * from profile_names where name = $1', [name.toLowerCase()])
      return rows[0] ? toRecord(rows[0]) : undefined
    },
    byAddress,
    async primaryFor(address) {
      const all = await byAddress(address)
      return all[all.length - 1]
    },
    async insert(r) {
      const now = Math.floor(Date.now() / 1000)
      try {
        return await db.transaction(async (query) => {
          // of two racing replays PostgreSQL lets one insert the hash; the other waits, then conflicts
          const used = await query(
            `insert into profile_signatures (hash, used_at) values ($1, $2)
             on conflict (hash) do nothing returning hash`,
            [r.signatureHash, now],
          )
          if (used.length !== 1) throw new Rollback('signature-used')
          const rows = await query(
            `insert into profile_names (name, address, coin_type, attributes, registered, updated)
             values ($1, $2, $3, $4, $5, $5) on conflict (name) do nothing returning name`,
            [r.name.toLowerCase(), r.address, r.coinType, JSON.stringify(r.attributes), now],
          )
          if (rows.length !== 1) throw new Rollback('name-taken')
          return 'inserted' as const
        })
      } catch (e) {
        if (e instanceof Rollback) return e.outcome
        throw e
      }
    },
  }
}
