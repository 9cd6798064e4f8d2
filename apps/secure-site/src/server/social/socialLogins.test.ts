/**
 * The pending social logins: a state is created once, answered once, taken once, and gone after
 * 10 minutes; a waiting `/social/complete` wakes when the answer arrives, or at its timeout or abort.
 */
import { createWaker, type Db, type Waker } from '@portico/server-kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb } from '../test/openTestDb.js'
import { createSocialLogins, SOCIAL_LOGIN_TTL_MS } from './socialLogins.js'

let db: Db
let waker: Waker
beforeAll(async () => {
  db = await openTestDb()
  waker = await createWaker(db, { channel: 'social_logins_test', pollMs: 10_000 })
}, 60_000)
afterAll(async () => {
  await waker?.close()
  await db?.close()
})

const login = (state: string) => ({
  state,
  provider: 'github' as const,
  codeChallenge: 'c'.repeat(43),
  deviceId: 'device-1',
  mode: 'popup' as const,
  projectId: 'proj-1',
  origin: 'http://127.0.0.1:5173',
})

describe('createSocialLogins', () => {
  it('one state, one login, one answer, one take (by its own device)', async () => {
    const logins = createSocialLogins({ db, waker, now: () => 0 })
    expect(await logins.create(login('s1'))).toBe(true)
    expect(await logins.create(login('s1'))).toBe(false)
    expect((await logins.deliver('s1', { code: 'one' }))?.result).toEqual({ code: 'one' })
    expect(await logins.deliver('s1', { code: 'two' })).toBeUndefined()
    expect(await logins.deliver('unknown', { code: 'x' })).toBeUndefined()
    expect(await logins.take('s1', 'device-2')).toBeUndefined()
    expect((await logins.take('s1', 'device-1'))?.result).toEqual({ code: 'one' })
    expect(await logins.take('s1', 'device-1')).toBeUndefined()
    expect(await logins.get('s1')).toBeUndefined()
  })

  it('issue 28: of callbacks delivered at once, one answer is kept', async () => {
    const logins = createSocialLogins({ db, waker, now: () => 0 })
    await logins.create(login('s-race'))
    const delivered = await Promise.all(['a', 'b', 'c'].map((code) => logins.deliver('s-race', { code })))
    expect(delivered.filter(Boolean)).toHaveLength(1)
  })

  it('a login lives 10 minutes', async () => {
    let now = 1000
    const logins = createSocialLogins({ db, waker, now: () => now })
    await logins.create(login('s2'))
    now += SOCIAL_LOGIN_TTL_MS - 1
    expect(await logins.get('s2')).toBeDefined()
    now += 1
    expect(await logins.get('s2')).toBeUndefined()
    expect(await logins.deliver('s2', { code: 'late' })).toBeUndefined()
  })

  it('wait wakes on the answer, else at the timeout or on abort', async () => {
    const logins = createSocialLogins({ db, waker, now: () => 0 })
    await logins.create(login('s3'))
    const started = Date.now()
    const waiting = logins.wait('s3', 5000)
    setTimeout(() => void logins.deliver('s3', { error: 'access_denied' }), 20)
    await waiting
    expect(Date.now() - started).toBeLessThan(1000)
    // answered: at once
    await logins.wait('s3', 5000)

    await logins.create(login('s4'))
    const t0 = Date.now()
    await logins.wait('s4', 30)
    expect(Date.now() - t0).toBeGreaterThanOrEqual(25)
    const abort = new AbortController()
    const aborted = logins.wait('s4', 5000, abort.signal)
    abort.abort()
    await aborted
    expect((await logins.get('s4'))?.result).toBeUndefined()
  })
})
