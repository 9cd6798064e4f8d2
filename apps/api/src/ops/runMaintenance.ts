/**
 * apps/api's periodic sweep, run by one replica at a time (the holder of the leader lock
 * `api-maintenance`): rate-limit windows whose hits all left them, used nonces past their expiry,
 * and analytics events older than the retention (bounded retention), deleted in batches so no
 * statement holds its locks long.
 */
import { sweepLimits } from '@portico/server-kit'
import { sweepUsedNonces } from '../auth/nonceMac.js'
import type { Db } from '../db/Db.js'

export const ANALYTICS_DELETE_BATCH = 5_000
const DAY_MS = 86_400_000

export interface MaintenanceReport {
  limits: number
  nonces: number
  analytics: number
}

export async function runMaintenance(
  db: Db,
  opts: { now: number; analyticsRetentionDays: number },
): Promise<MaintenanceReport> {
  const limits = await sweepLimits(db, opts.now)
  const nonces = await sweepUsedNonces(db, opts.now)
  const cutoff = new Date(opts.now - opts.analyticsRetentionDays * DAY_MS).toISOString()
  let analytics = 0
  for (;;) {
    const rows = await db.query(
      `delete from analytics_events where id in (
         select id from analytics_events where received_at < $1::timestamptz limit ${ANALYTICS_DELETE_BATCH}
       ) returning id`,
      [cutoff],
    )
    analytics += rows.length
    if (rows.length < ANALYTICS_DELETE_BATCH) break
  }
  return { limits, nonces, analytics }
}
