/** Onramp checkout sessions: one row per purchase, its status set once by a verified webhook. */
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/Db.js'
import type { OnrampSessionRequest, OnrampStatus } from './OnrampProvider.js'

export interface OnrampSession extends OnrampSessionRequest {
  id: string
  provider: string
  status: OnrampStatus
  /** crypto to receive (decimal string) and the fiat total, from the quote */
  purchaseAmount: string
  paymentTotal: string
  txHash: string | null
  createdAt: number
  updatedAt: number
}

type Row = {
  id: string
  provider: string
  status: string
  network: string
  asset: string
  destination: string
  payment_currency: string
  amount: string
  purchase_amount: string
  payment_total: string
  tx_hash: string | null
  created_at: string
  updated_at: string
}

const fromRow = (r: Row): OnrampSession => ({
  id: r.id,
  provider: r.provider,
  status: r.status as OnrampStatus,
  network: r.network,
  asset: r.asset,
  destination: r.destination,
  paymentCurrency: r.payment_currency,
  amount: r.amount,
  purchaseAmount: r.purchase_amount,
  paymentTotal: r.payment_total,
  txHash: r.tx_hash,
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
})

export interface OnrampSessions {
  create(
    s: OnrampSessionRequest & { provider: string; purchaseAmount: string; paymentTotal: string },
  ): Promise<OnrampSession>
  get(id: string): Promise<OnrampSession | undefined>
  /**
   * the verified outcome of a webhook event: applied once per event of a provider (its id), only to a
   * pending session
   */
  settle(e: {
    /** the provider whose webhook this is: event ids are unique per provider only */
    provider: string
    eventId: string
    sessionId: string
    status: OnrampStatus
    txHash?: string
  }): Promise<'applied' | 'duplicate' | 'not pending'>
  /** the completed purchases of a destination address (the history's onramp flag) */
  completedFor(destination: string): Promise<OnrampSession[]>
}

export function createOnrampSessions(db: Db, opts: { now: () => number }): OnrampSessions {
  return {
    async create(s) {
      const id = randomBytes(16).toString('hex')
      const at = opts.now()
      const rows = await db.query<Row>(
        `insert into onramp_sessions (id, provider, status, network, asset, destination, payment_currency, amount,
           purchase_amount, payment_total, tx_hash, created_at, updated_at)
         values ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9, null, $10, $10) returning *`,
        [
          id,
          s.provider,
          s.network,
          s.asset,
          s.destination,
          s.paymentCurrency,
          s.amount,
          s.purchaseAmount,
          s.paymentTotal,
          at,
        ],
      )
      return fromRow(rows[0]!)
    },
    async get(id) {
      const rows = await db.query<Row>('select * from onramp_sessions where id = $1', [id])
      return rows[0] ? fromRow(rows[0]) : undefined
    },
    settle(e) {
      return db.transaction(async (query) => {
        const seen = await query<{ id: string }>(
          `insert into onramp_webhook_events (provider, id, received_at) values ($1, $2, $3)
           on conflict do nothing returning id`,
          [e.provider, e.eventId, opts.now()],
        )
        if (seen.length === 0) return 'duplicate'
        const updated = await query<{ id: string }>(
          `update onramp_sessions set status = $2, tx_hash = $3, updated_at = $4
           where id = $1 and status = 'pending' returning id`,
          [e.sessionId, e.status, e.txHash ?? null, opts.now()],
        )
        return updated.length ? 'applied' : 'not pending'
      })
    },
    async completedFor(destination) {
      const rows = await db.query<Row>(
        `select * from onramp_sessions where lower(destination) = lower($1) and status = 'completed'
         order by updated_at desc limit 50`,
        [destination],
      )
      return rows.map(fromRow)
    },
  }
}
