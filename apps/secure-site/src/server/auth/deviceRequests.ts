/**
 * Device verification: a known user on an unknown device gets a link by mail
 * (`/device/approve?token=`); the frame long-polls `/email/device/wait` until the link is opened.
 * The link token is 32 random bytes, stored as its SHA-256, valid 10 minutes. The link may be
 * opened on any replica and the wait may run on any other: the approval is a row, and it wakes
 * the waits through LISTEN/NOTIFY (`Waker`), with the waker's fallback poll behind it.
 */
import type { Db, Waker } from '@portico/server-kit'
import type { DeviceRequestRecord } from '../store/records.js'
import { randomToken, sha256Hex } from './randomToken.js'

export const DEVICE_LINK_TTL_MS = 10 * 60_000

export interface DeviceRequests {
  create(r: {
    userId: string
    email: string
    deviceId: string
  }): Promise<{ requestId: string; token: string }>
  /** the live request */
  get(requestId: string): Promise<DeviceRequestRecord | undefined>
  /** approves the request of a link token; undefined for an unknown or expired link */
  approve(token: string): Promise<DeviceRequestRecord | undefined>
  /**
   * takes the one mailing of the login code after the approval: true for the one caller that
   * gets it (of waits on several replicas, one mails the code)
   */
  claimCodeSend(requestId: string): Promise<boolean>
  /** gives the mailing back (the mail could not go out: the next wait tries again) */
  releaseCodeSend(requestId: string): Promise<void>
  /** true as soon as the request is approved (at once if it is), false after `ms` or on abort */
  wait(requestId: string, ms: number, signal?: AbortSignal): Promise<boolean>
}

type Row = {
  id: string
  user_id: string
  email: string
  device_id: string
  expires_at: string | number
  approved: boolean
  code_sent: boolean
}

const toRecord = (r: Row): DeviceRequestRecord => ({
  id: r.id,
  userId: r.user_id,
  email: r.email,
  deviceId: r.device_id,
  expiresAt: Number(r.expires_at),
  approved: r.approved,
  codeSent: r.code_sent,
})

export const deviceWakeKey = (requestId: string) => `device:${requestId}`

export function createDeviceRequests(deps: { db: Db; waker: Waker; now: () => number }): DeviceRequests {
  const { db } = deps
  const get = async (requestId: string) => {
    const [r] = await db.query<Row>('select * from device_requests where id = $1 and expires_at > $2', [
      requestId,
      deps.now(),
    ])
    return r && toRecord(r)
  }
  return {
    async create({ userId, email, deviceId }) {
      const requestId = randomToken(16)
      const token = randomToken()
      await db.query(
        `insert into device_requests (id, token_hash, user_id, email, device_id, expires_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [requestId, sha256Hex(token), userId, email, deviceId, deps.now() + DEVICE_LINK_TTL_MS],
      )
      return { requestId, token }
    },
    get,
    async approve(token) {
      const [r] = await db.query<Row>(
        'update device_requests set approved = true where token_hash = $1 and expires_at > $2 returning *',
        [sha256Hex(token), deps.now()],
      )
      if (!r) return undefined
      await deps.waker.wake(deviceWakeKey(r.id))
      return toRecord(r)
    },
    async claimCodeSend(requestId) {
      const rows = await db.query(
        `update device_requests set code_sent = true
         where id = $1 and approved and not code_sent and expires_at > $2 returning id`,
        [requestId, deps.now()],
      )
      return rows.length > 0
    },
    async releaseCodeSend(requestId) {
      await db.query('update device_requests set code_sent = false where id = $1', [requestId])
    },
    wait(requestId, ms, signal) {
      return deps.waker.wait(deviceWakeKey(requestId), {
        check: async () => (await get(requestId))?.approved === true,
        timeoutMs: ms,
        ...(signal ? { signal } : {}),
      })
    },
  }
}
