/**
 * A secure site for a test: a real mail catcher (SMTP + the real nodemailer transport), a tiny
 * node:http server playing apps/api's `/projects/v1/origins`, a clock the test moves, a fresh
 * in-memory database of its own (unless the test gives `db`, `databaseUrl` or `dataDir`) and fetch
 * helpers. Not a test file itself.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Db } from '@portico/server-kit'
import { type CaughtMail, type MailCatcher, startMailCatcher } from '@portico/testing/node'
import type { SecureSiteConfig } from '../config/secureSiteConfig.js'
import { createSecureSite, type SecureSite } from '../createSecureSite.js'
import { openTestDb } from './openTestDb.js'

/** the key-encryption keys of the test sites of this process (a restarted site reads its data) */
export const TEST_SHARE_KEYS = `test:${randomBytes(32).toString('base64')}`

export interface TestSite {
  site: SecureSite
  url: string
  /** the site's database (also when the site runs on a PostgreSQL or a data directory: a connection of the test's) */
  db: Db
  mail: MailCatcher
  /** the allowed origins the stub apps/api answers, per project id */
  origins: Map<string, unknown>
  /** how many times the stub apps/api was asked */
  originCalls(): number
  /** moves the clock */
  advance(ms: number): void
  now(): number
  api(
    path: string,
    opts?: { body?: unknown; token?: string; method?: string; headers?: Record<string, string> },
  ): Promise<{
    status: number
    headers: Headers
    body: Record<string, unknown>
  }>
  /** the 6-digit code of the newest login mail to `email` after `after` */
  codeFor(email: string, after?: CaughtMail | number): Promise<{ code: string; mail: CaughtMail }>
  /** connect (VERIFY_OTP) + the mailed code → a session */
  login(email: string, deviceId: string): Promise<{ token: string; userId: string; isNewUser: boolean }>
  stop(): Promise<void>
}

export async function startTestSite(overrides: Partial<SecureSiteConfig> = {}): Promise<TestSite> {
  const mail = await startMailCatcher()
  const origins = new Map<string, unknown>()
  let calls = 0
  const stub = createServer((req, res) => {
    calls++
    const url = new URL(req.url ?? '/', 'http://x')
    const project = url.searchParams.get('projectId') ?? ''
    if (url.pathname !== '/projects/v1/origins' || !origins.has(project)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}')
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(origins.get(project)))
  })
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve))
  const apiUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`
  let t = Date.parse('2030-01-01T00:00:00Z')
  const frameDir = await mkdtemp(join(tmpdir(), 'portico-frame-'))
  await writeFile(
    join(frameDir, 'index.html'),
    '<!doctype html><html><head><title>frame</title></head><body></body></html>',
  )
  // a database of the test's own when the site gets none (closed at stop)
  const ownDb = overrides.db || overrides.databaseUrl || overrides.dataDir ? undefined : await openTestDb()
  const site = await createSecureSite({
    apiUrl,
    networks: [{ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545/rpc' }],
    smtp: { host: '127.0.0.1', port: mail.smtpPort, from: 'Portico <no-reply@localhost>' },
    otpSecret: 'test-otp-secret-0123456789',
    shareKeys: TEST_SHARE_KEYS,
    frameDir,
    now: () => t,
    log: () => undefined,
    ...(ownDb ? { db: ownDb } : {}),
    ...overrides,
  }).catch(async (e) => {
    await ownDb?.close()
    await mail.stop()
    await new Promise<void>((resolve) => stub.close(() => resolve()))
    throw e
  })
  const url = site.url
  // the test reads the site's tables through its own connection when the site opened the database
  const { openDb, resolveDbLocation } = await import('@portico/server-kit')
  const db =
    overrides.db ??
    ownDb ??
    (overrides.databaseUrl && overrides.databaseUrl !== 'memory:'
      ? await openDb(resolveDbLocation({ databaseUrl: overrides.databaseUrl, defaultDataDir: '' }))
      : undefined)

  const api: TestSite['api'] = async (path, opts = {}) => {
    const res = await fetch(`${url}/api/v1${path}`, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      ...(opts.body === undefined
        ? {}
        : { body: typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body) }),
    })
    const text = await res.text()
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} }
  }
  const codeFor: TestSite['codeFor'] = async (email, after) => {
    const m = await mail.waitForMail({
      to: email,
      subjectIncludes: 'code',
      ...(after ? { after } : {}),
      timeoutMs: 5000,
    })
    const code = /^(\d{6}) /.exec(m.text)?.[1]
    if (!code) throw new Error(`no code in ${m.text}`)
    return { code, mail: m }
  }
  return {
    site,
    url,
    get db(): Db {
      if (!db)
        throw new Error(
          'startTestSite: no database connection for the test (a data directory is the site’s alone)',
        )
      return db
    },
    mail,
    origins,
    originCalls: () => calls,
    advance: (ms) => {
      t += ms
    },
    now: () => t,
    api,
    codeFor,
    async login(email, deviceId) {
      const before = mail.messages().at(-1)
      const r = await api('/email/connect', { body: { email, deviceId } })
      if (r.body.action !== 'VERIFY_OTP') throw new Error(`connect: ${JSON.stringify(r.body)}`)
      const { code } = await codeFor(email, before)
      const otp = await api('/email/otp', { body: { email, deviceId, otp: code } })
      if (otp.status !== 200) throw new Error(`otp: ${JSON.stringify(otp.body)}`)
      // the next mail to this address is not held back by the 30 s cooldown
      t += 31_000
      return otp.body as { token: string; userId: string; isNewUser: boolean }
    },
    async stop() {
      await site.stop()
      if (db && db !== overrides.db) await db.close()
      await mail.stop()
      await new Promise<void>((resolve) => stub.close(() => resolve()))
    },
  }
}
