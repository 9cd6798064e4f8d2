/**
 * Issue 28: apps/api's rate limits answer 429 with Retry-After, per client IP (read from the right of
 * X-Forwarded-For past the trusted proxies) and per account, on every route they guard.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiServer, createApiServer } from '../createApiServer.js'
import { RATE_LIMIT_NAMES, type RateLimitName } from './rateLimitDefaults.js'

let server: ApiServer
let clock = 1_800_000_000_000
beforeAll(async () => {
  server = await createApiServer({
    databaseUrl: 'memory:',
    indexer: { enabled: false },
    logRequests: false,
    log: () => undefined,
    trustedProxies: 1,
    now: () => clock,
    rateLimits: Object.fromEntries(RATE_LIMIT_NAMES.map((n) => [n, { limit: 2, windowSec: 60 }])),
  })
}, 60_000)
afterAll(() => server?.close())

const ALICE = '0x1111111111111111111111111111111111111111'
const BOB = '0x2222222222222222222222222222222222222222'
const call = (method: string, path: string, ip: string) =>
  server.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    ...(method === 'POST' ? { body: '{}' } : {}),
  })

const GUARDED: [RateLimitName, string, string][] = [
  ['signInNonce', 'POST', '/auth/v1/nonce'],
  ['signIn', 'POST', '/auth/v1/verify'],
  ['sessionChange', 'POST', `/v1/sessions/${ALICE}`],
  ['nameRegistration', 'POST', '/v1/profile/account'],
  ['onrampQuote', 'POST', '/v1/onramp/quote'],
  ['onrampSession', 'POST', '/v1/generators/onrampurl'],
  ['analytics', 'POST', '/e?projectId=p'],
]

describe('rate limits (issue 28)', () => {
  it.each(GUARDED)(
    '%s: the third request from one IP in the window is a 429 with Retry-After; another IP is not refused',
    async (_name, method, path) => {
      const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`
      for (let i = 0; i < 2; i++) expect((await call(method, path, ip)).status).not.toBe(429)
      const refused = await call(method, path, ip)
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('60')
      expect(await refused.json()).toEqual({ error: 'Too many requests: try again in 60 s' })
      expect((await call(method, path, '203.0.113.77')).status).not.toBe(429)
    },
  )

  it('entries a client forges on the left of X-Forwarded-For do not give it a new address', async () => {
    const path = '/auth/v1/nonce'
    for (let i = 0; i < 2; i++) await call('POST', path, `10.9.9.${i}, 192.0.2.50`)
    const forged = await call('POST', path, '6.6.6.6, 7.7.7.7, 192.0.2.50')
    expect(forged.status).toBe(429)
  })

  it('session nonces are limited per account whatever the address, and per address whatever the account', async () => {
    for (let i = 0; i < 2; i++)
      expect((await call('GET', `/v1/sessions/${BOB}/nonce`, `192.0.2.${i + 100}`)).status).toBe(200)
    expect((await call('GET', `/v1/sessions/${BOB}/nonce`, '192.0.2.199')).status).toBe(429)
    // another account from a fresh address is served
    expect((await call('GET', `/v1/sessions/${ALICE}/nonce`, '192.0.2.200')).status).toBe(200)
    const ip = '192.0.2.201'
    expect((await call('GET', `/v1/sessions/0x${'3'.repeat(40)}/nonce`, ip)).status).toBe(200)
    expect((await call('GET', `/v1/sessions/0x${'4'.repeat(40)}/nonce`, ip)).status).toBe(200)
    expect((await call('GET', `/v1/sessions/0x${'5'.repeat(40)}/nonce`, ip)).status).toBe(429)
  })

  it('the window slides: a minute later the address is served again', async () => {
    const ip = '198.18.0.1'
    for (let i = 0; i < 2; i++) await call('POST', '/auth/v1/verify', ip)
    expect((await call('POST', '/auth/v1/verify', ip)).status).toBe(429)
    clock += 60_000
    expect((await call('POST', '/auth/v1/verify', ip)).status).not.toBe(429)
  })
})

describe('rate limits across a restart (issue 28: they hold across replicas and restarts)', () => {
  it('a limit reached before a restart still refuses after it, on PGlite on disk (the default), with the Retry-After left', async () => {
    const root = await mkdtemp(join(tmpdir(), 'portico-api-limits-'))
    let now = 1_900_000_000_000
    const start = () =>
      createApiServer({
        dataDir: join(root, 'data', 'api'),
        indexer: { enabled: false },
        logRequests: false,
        log: () => undefined,
        trustedProxies: 1,
        now: () => now,
        rateLimits: { signIn: { limit: 2, windowSec: 60 } },
      })
    const verify = (s: ApiServer) =>
      s.app.request('/auth/v1/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
        body: '{}',
      })
    try {
      const first = await start()
      try {
        for (let i = 0; i < 2; i++) expect((await verify(first)).status).not.toBe(429)
        expect((await verify(first)).status).toBe(429)
      } finally {
        await first.close()
      }
      now += 20_000
      const second = await start()
      try {
        const refused = await verify(second)
        expect(refused.status).toBe(429)
        expect(refused.headers.get('retry-after')).toBe('40')
        now += 40_000
        expect((await verify(second)).status).not.toBe(429)
      } finally {
        await second.close()
      }
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  }, 120_000)
})
