/**
 * The pending social logins: a state is created once, answered once, taken once, and gone after
 * 10 minutes; a waiting `/social/complete` wakes when the answer arrives, or at its timeout or abort.
 */
import { describe, expect, it } from 'vitest'
import { createSocialLogins, SOCIAL_LOGIN_TTL_MS } from './socialLogins.js'

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
  it('one state, one login, one answer, one take', () => {
    const logins = createSocialLogins({ now: () => 0 })
    expect(logins.create(login('s1'))).toBe(true)
    expect(logins.create(login('s1'))).toBe(false)
    expect(logins.deliver('s1', { code: 'one' })?.result).toEqual({ code: 'one' })
    expect(logins.deliver('s1', { code: 'two' })).toBeUndefined()
    expect(logins.deliver('unknown', { code: 'x' })).toBeUndefined()
    expect(logins.take('s1')?.result).toEqual({ code: 'one' })
    expect(logins.take('s1')).toBeUndefined()
    expect(logins.get('s1')).toBeUndefined()
  })

  it('a login lives 10 minutes', () => {
    let now = 1000
    const logins = createSocialLogins({ now: () => now })
    logins.create(login('s2'))
    now += SOCIAL_LOGIN_TTL_MS - 1
    expect(logins.get('s2')).toBeDefined()
    now += 1
    expect(logins.get('s2')).toBeUndefined()
    expect(logins.deliver('s2', { code: 'late' })).toBeUndefined()
  })

  it('wait wakes on the answer, else at the timeout or on abort', async () => {
    const logins = createSocialLogins({ now: () => 0 })
    logins.create(login('s3'))
    const started = Date.now()
    const waiting = logins.wait('s3', 5000)
    setTimeout(() => logins.deliver('s3', { error: 'access_denied' }), 20)
    await waiting
    expect(Date.now() - started).toBeLessThan(1000)
    // answered: at once
    await logins.wait('s3', 5000)

    logins.create(login('s4'))
    const t0 = Date.now()
    await logins.wait('s4', 30)
    expect(Date.now() - t0).toBeGreaterThanOrEqual(25)
    const abort = new AbortController()
    const aborted = logins.wait('s4', 5000, abort.signal)
    abort.abort()
    await aborted
    expect(logins.get('s4')?.result).toBeUndefined()
  })
})
