import { describe, expect, it } from 'vitest'
import { createMailGate } from './mailGate.js'
import { createSlidingWindow } from './slidingWindow.js'

describe('createSlidingWindow', () => {
  it('allows `limit` hits in any window and says when the oldest leaves it', () => {
    let now = 0
    const w = createSlidingWindow({ limit: 2, windowMs: 10_000, now: () => now })
    expect(w.take('a')).toEqual({ ok: true })
    now = 4_000
    expect(w.take('a')).toEqual({ ok: true })
    expect(w.take('b')).toEqual({ ok: true })
    now = 5_000
    expect(w.take('a')).toEqual({ ok: false, retryAfter: 5 })
    now = 10_000
    // the first hit left the window: one more fits, then the one at 4 s holds it
    expect(w.take('a')).toEqual({ ok: true })
    expect(w.take('a')).toEqual({ ok: false, retryAfter: 4 })
  })
})

describe('createMailGate', () => {
  it('§5 the cooldown is checked only when asked; every mail counts toward the hourly limit', async () => {
    let now = 0
    const gate = createMailGate({ now: () => now, cooldownSeconds: 30, perEmailPerHour: 4 })
    const error = async (fn: () => void) => {
      try {
        fn()
        return 'ok'
      } catch (e) {
        return ((await (e as { res: Response }).res.json()) as { message: string }).message
      }
    }
    expect(await error(() => gate.take('a', { purpose: 'login', cooldown: true }))).toBe('ok')
    now = 12_000
    expect(await error(() => gate.take('a', { purpose: 'login', cooldown: true }))).toBe(
      'Please try again after 18 seconds',
    )
    expect(await error(() => gate.take('a', { purpose: 'login', cooldown: false }))).toBe('ok')
    // an email change right after a login is not held up by the login's code
    expect(await error(() => gate.take('a', { purpose: 'update', cooldown: true }))).toBe('ok')
    expect(await error(() => gate.take('a', { purpose: 'update', cooldown: true }))).toBe(
      'Please try again after 30 seconds',
    )
    now = 60_000
    expect(await error(() => gate.take('a', { purpose: 'login', cooldown: true }))).toBe('ok')
    now = 100_000
    expect(await error(() => gate.take('a', { purpose: 'login', cooldown: true }))).toMatch(
      /^Too many emails/,
    )
  })
})
