import type { Db } from '@portico/server-kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb } from '../test/openTestDb.js'
import { createMailGate } from './mailGate.js'

let db: Db
beforeAll(async () => {
  db = await openTestDb()
}, 60_000)
afterAll(() => db?.close())

const message = async (fn: () => Promise<void>) => {
  try {
    await fn()
    return 'ok'
  } catch (e) {
    return ((await (e as { res: Response }).res.json()) as { message: string }).message
  }
}

describe('createMailGate', () => {
  it('§5 the cooldown is checked only when asked; every mail counts toward the hourly limit', async () => {
    let now = 0
    const gate = createMailGate({ db, now: () => now, cooldownSeconds: 30, perEmailPerHour: 4 })
    expect(await message(() => gate.take('a@example.com', { purpose: 'login', cooldown: true }))).toBe('ok')
    now = 12_000
    expect(await message(() => gate.take('a@example.com', { purpose: 'login', cooldown: true }))).toBe(
      'Please try again after 18 seconds',
    )
    expect(await message(() => gate.take('a@example.com', { purpose: 'login', cooldown: false }))).toBe('ok')
    // an email change right after a login is not held up by the login's code
    expect(await message(() => gate.take('a@example.com', { purpose: 'update', cooldown: true }))).toBe('ok')
    expect(await message(() => gate.take('a@example.com', { purpose: 'update', cooldown: true }))).toBe(
      'Please try again after 30 seconds',
    )
    now = 60_000
    expect(await message(() => gate.take('a@example.com', { purpose: 'login', cooldown: true }))).toBe('ok')
    now = 100_000
    expect(await message(() => gate.take('a@example.com', { purpose: 'login', cooldown: true }))).toMatch(
      /^Too many emails/,
    )
    // the refused mail did not take the cooldown: another refusal says why, not "try again in 30 s"
    now = 101_000
    expect(await message(() => gate.take('a@example.com', { purpose: 'login', cooldown: true }))).toMatch(
      /^Too many emails/,
    )
  })

  it('issue 28: of two sends at once to one mailbox (any spelling), one passes the cooldown', async () => {
    const gate = createMailGate({ db, now: () => 5_000_000, cooldownSeconds: 30, perEmailPerHour: 10 })
    const answers = await Promise.all(
      ['b@example.com', 'b+x@example.com', 'B@example.com', 'b+y@example.com'].map((e) =>
        message(() => gate.take(e, { purpose: 'login', cooldown: true })),
      ),
    )
    expect(answers.filter((a) => a === 'ok')).toHaveLength(1)
    expect(answers.filter((a) => /^Please try again after 30 seconds$/.test(a))).toHaveLength(3)
  })

  it('the limits outlive the gate (a restart, another replica): they are in the database', async () => {
    const first = createMailGate({ db, now: () => 9_000_000, cooldownSeconds: 30, perEmailPerHour: 10 })
    expect(await message(() => first.take('c@example.com', { purpose: 'login', cooldown: true }))).toBe('ok')
    const second = createMailGate({ db, now: () => 9_001_000, cooldownSeconds: 30, perEmailPerHour: 10 })
    expect(await message(() => second.take('c@example.com', { purpose: 'login', cooldown: true }))).toBe(
      'Please try again after 29 seconds',
    )
  })
})
