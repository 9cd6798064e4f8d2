import { describe, expect, it } from 'vitest'
import {
  DEFAULT_FRAME_DIR,
  DEFAULT_LIMITS,
  resolveConfig,
  type SecureSiteConfig,
} from './secureSiteConfig.js'

const base: SecureSiteConfig = {
  apiUrl: 'http://127.0.0.1:8790',
  networks: [{ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' }],
  smtp: { host: '127.0.0.1', port: 1025, from: 'Portico <no-reply@localhost>' },
  otpSecret: 'a-secret-of-16-chars',
}

describe('resolveConfig', () => {
  it('the defaults: localhost, a free port, SPEC §9 limits, the built frame of this package', () => {
    const c = resolveConfig(base)
    expect(c).toMatchObject({
      host: 'localhost',
      port: 0,
      trustedProxies: 0,
      drainTimeoutMs: 20_000,
      logLevel: 'info',
      limits: DEFAULT_LIMITS,
    })
    expect(DEFAULT_LIMITS).toEqual({
      cooldownSeconds: 30,
      mailsPerEmailPerHour: 10,
      connectsPerIpPerHour: 30,
      deviceWaitMs: 25_000,
      originsCacheMs: 60_000,
      pollMs: 2_000,
    })
    expect(c.frameDir).toBe(DEFAULT_FRAME_DIR)
    expect(DEFAULT_FRAME_DIR).toMatch(/apps\/secure-site\/dist\/frame$/)
  })

  it('refuses a short otpSecret, a non-http URL, a bad network id, a long poll over 25 s', () => {
    expect(() => resolveConfig({ ...base, otpSecret: 'short' })).toThrow(/otpSecret/)
    expect(() => resolveConfig({ ...base, apiUrl: 'file:///etc/passwd' })).toThrow(/apiUrl/)
    expect(() => resolveConfig({ ...base, networks: [{ caipNetworkId: 'x', rpcUrl: 'http://a' }] })).toThrow(
      /networks/,
    )
    expect(() => resolveConfig({ ...base, limits: { deviceWaitMs: 30_000 } })).toThrow(/deviceWaitMs/)
  })

  it('issue 28: the database is a postgres:// URL or memory:; the OTP secret may be left to the database', () => {
    expect(resolveConfig({ ...base, databaseUrl: 'postgres://u:p@db/site' }).databaseUrl).toBe(
      'postgres://u:p@db/site',
    )
    expect(resolveConfig({ ...base, databaseUrl: 'memory:' }).databaseUrl).toBe('memory:')
    expect(() => resolveConfig({ ...base, databaseUrl: 'mysql://db/site' })).toThrow(/databaseUrl/)
    const { otpSecret: _, ...noSecret } = base
    expect(resolveConfig(noSecret).otpSecret).toBeUndefined()
    expect(resolveConfig(base).devMode).toBe(false)
  })
})
