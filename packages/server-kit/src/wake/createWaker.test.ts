import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/Db.js'
import { openDb } from '../db/openDb.js'
import { createWaker } from './createWaker.js'

let db: Db
beforeAll(async () => {
  db = await openDb({ memory: true })
}, 60_000)
afterAll(() => db?.close())

describe('createWaker (issue 28: long polls wake through LISTEN/NOTIFY)', () => {
  it('a wait ends as soon as its key is woken and the check says yes; other keys stay asleep', async () => {
    const waker = await createWaker(db, { channel: 'waker_test', pollMs: 10_000 })
    let ready = false
    const started = Date.now()
    const waiting = waker.wait('k1', { check: async () => ready, timeoutMs: 5_000 })
    let otherChecks = 0
    const other = waker.wait('k2', {
      check: async () => {
        otherChecks++
        return false
      },
      timeoutMs: 400,
    })
    await new Promise((r) => setTimeout(r, 100))
    ready = true
    await waker.wake('k1')
    expect(await waiting).toBe(true)
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(await other).toBe(false)
    expect(otherChecks).toBe(2)
    await waker.close()
  })

  it('without a wake, the fallback poll checks again every pollMs; the time limit and an abort end the wait', async () => {
    const waker = await createWaker(db, { channel: 'waker_test2', pollMs: 100 })
    let ready = false
    setTimeout(() => {
      ready = true
    }, 250)
    expect(await waker.wait('k', { check: async () => ready, timeoutMs: 2_000 })).toBe(true)
    const started = Date.now()
    expect(await waker.wait('k', { check: async () => false, timeoutMs: 300 })).toBe(false)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    const abort = new AbortController()
    setTimeout(() => abort.abort(), 50)
    const aborted = Date.now()
    expect(await waker.wait('k', { check: async () => false, timeoutMs: 5_000, signal: abort.signal })).toBe(
      false,
    )
    expect(Date.now() - aborted).toBeLessThan(1_000)
    // close ends every wait
    const long = waker.wait('k', { check: async () => false, timeoutMs: 10_000 })
    await waker.close()
    expect(await long).toBe(false)
  })
})
