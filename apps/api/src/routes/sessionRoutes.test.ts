/**
 * Issue 17 item 9: a session signature is bound to its operation, account, session, domain, a
 * server nonce and an expiry, and is accepted once. On PGlite and on a real PostgreSQL (started by
 * the test, see test/startTestPostgres.ts), where concurrent replays race on separate connections.
 */
import { type SessionOperation, sessionMessage } from '@portico/core'
import pg from 'pg'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadAuthSigningKey } from '../auth/loadAuthSigningKey.js'
import { type ApiServer, createApiServer } from '../createApiServer.js'
import { startTestPostgres, type TestPostgres } from '../test/startTestPostgres.js'
import { TEST_RATE_LIMITS } from '../test/testRateLimits.js'
import { createSessionNonces } from './sessionNonces.js'
import { sessionRoutes } from './sessionRoutes.js'

type Backend = { server: ApiServer; stop(): Promise<void> }

async function pglite(): Promise<Backend> {
  const server = await createApiServer({
    databaseUrl: 'memory:',
    rateLimits: TEST_RATE_LIMITS,
    indexer: { enabled: false, intervalMs: 1000 },
    logRequests: false,
  })
  return { server, stop: () => server.close() }
}

async function postgres(): Promise<Backend> {
  const pgServer: TestPostgres = await startTestPostgres()
  const schema = `portico_sessions_${process.pid}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: pgServer.url })
    await client.connect()
    await client.query(sql)
    await client.end()
  }
  await admin(`drop schema if exists ${schema} cascade; create schema ${schema}`)
  const url = new URL(pgServer.url)
  url.searchParams.set('options', `-c search_path=${schema}`)
  const server = await createApiServer({
    databaseUrl: url.toString(),
    rateLimits: TEST_RATE_LIMITS,
    indexer: { enabled: false, intervalMs: 1000 },
    logRequests: false,
  })
  return {
    server,
    async stop() {
      await server.close()
      await admin(`drop schema if exists ${schema} cascade`)
      await pgServer.stop()
    },
  }
}

describe.each([
  ['PGlite', pglite],
  ['PostgreSQL', postgres],
])('session signatures on %s (issue 17 item 9)', (_name, open) => {
  let backend: Backend
  const alice = privateKeyToAccount(generatePrivateKey())
  const bob = privateKeyToAccount(generatePrivateKey())

  beforeAll(async () => {
    backend = await open()
  }, 60_000)
  afterAll(async () => {
    await backend?.stop()
  })

  const request = (path: string, body?: unknown) =>
    backend.server.app.request(
      path,
      body === undefined
        ? {}
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    )
  const nonceFor = async (address: string) => {
    const res = await request(`/v1/sessions/${address}/nonce`)
    expect(res.status).toBe(200)
    return (await res.json()) as { nonce: string; expiresAt: string; domain: string }
  }
  /** a body signed by `signer` for `operation` on `account`'s session `pci` */
  const signed = async (
    operation: SessionOperation,
    pci: string,
    signer = alice,
    account: string = signer.address,
    nonce?: { nonce: string; expiresAt: string; domain: string },
  ) => {
    const n = nonce ?? (await nonceFor(account))
    const message = sessionMessage({ operation, account, pci, ...n })
    return { pci, signature: await signer.signMessage({ message }), nonce: n.nonce, expiresAt: n.expiresAt }
  }
  const grant = (body: unknown, account = alice.address) => request(`/v1/sessions/${account}`, body)
  const revoke = (body: unknown, account = alice.address) => request(`/v1/sessions/${account}/revoke`, body)
  const sessions = async (account = alice.address) =>
    (
      (await (await request(`/v1/sessions/${account}`)).json()) as {
        pcis: { pci: string; revoked: boolean }[]
      }
    ).pcis
  const error = async (res: Response) => ((await res.json()) as { error: string }).error

  it('issue 17 item 9: GET /v1/sessions/:id/nonce gives 128 random bits, a 5 min expiry and the domain', async () => {
    const before = Date.now()
    const a = await nonceFor(alice.address)
    const b = await nonceFor(alice.address)
    expect(a.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(a.nonce).not.toBe(b.nonce)
    expect(Date.parse(a.expiresAt) - before).toBeGreaterThanOrEqual(5 * 60_000)
    expect(Date.parse(a.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000)
    expect(a.domain).toBe('localhost')
    expect((await request('/v1/sessions/not-an-address/nonce')).status).toBe(400)
  })

  it('issue 17 item 9: a grant signature cannot revoke, and a revoke signature cannot grant', async () => {
    const body = await signed('grant', 'pci-grant-only')
    const refused = await revoke(body)
    expect(refused.status).toBe(401)
    expect(await error(refused)).toBe(
      'Invalid signature: it was given to grant the session, not to revoke it',
    )
    // the refused attempt did not use the nonce up: the grant it was signed for still works
    expect((await grant(body)).status).toBe(201)
    const revokeBody = await signed('revoke', 'pci-grant-only')
    const asGrant = await grant(revokeBody)
    expect(asGrant.status).toBe(401)
    expect(await error(asGrant)).toBe(
      'Invalid signature: it was given to revoke the session, not to grant it',
    )
    expect((await revoke(revokeBody)).status).toBe(200)
    expect((await sessions()).find((s) => s.pci === 'pci-grant-only')?.revoked).toBe(true)
  })

  it('a revoked session granted again with a fresh signature is active again; granting an active one changes nothing', async () => {
    expect((await grant(await signed('grant', 'pci-regrant'))).status).toBe(201)
    const first = (await sessions()).find((s) => s.pci === 'pci-regrant') as { createdAt?: number }
    expect((await grant(await signed('grant', 'pci-regrant'))).status).toBe(201)
    expect((await sessions()).find((s) => s.pci === 'pci-regrant')).toEqual(first)
    expect((await revoke(await signed('revoke', 'pci-regrant'))).status).toBe(200)
    expect((await sessions()).find((s) => s.pci === 'pci-regrant')?.revoked).toBe(true)
    expect((await grant(await signed('grant', 'pci-regrant'))).status).toBe(201)
    expect((await sessions()).find((s) => s.pci === 'pci-regrant')?.revoked).toBe(false)
  })

  it('issue 17 item 9: a replayed grant or revoke is refused', async () => {
    const body = await signed('grant', 'pci-replay')
    expect((await grant(body)).status).toBe(201)
    const again = await grant(body)
    expect(again.status).toBe(401)
    expect(await error(again)).toBe('Nonce unknown or already used: ask for a new nonce')
    const revokeBody = await signed('revoke', 'pci-replay')
    expect((await revoke(revokeBody)).status).toBe(200)
    expect((await revoke(revokeBody)).status).toBe(401)
    // SPEC §7's bare { pci, signature } (a signature over the pci alone) is not enough any more
    const bare = { pci: 'pci-replay', signature: await alice.signMessage({ message: 'pci-replay' }) }
    expect((await revoke(bare)).status).toBe(400)
  })

  it('issue 17 item 9: a signature by another account is refused, and a nonce serves only its account', async () => {
    const forged = await signed('grant', 'pci-forged', bob, alice.address)
    const res = await grant(forged)
    expect(res.status).toBe(401)
    expect(await error(res)).toBe('Invalid signature')
    // bob signs over his own account with a nonce issued to alice
    const stolen = await signed('grant', 'pci-forged', bob, bob.address, await nonceFor(alice.address))
    const res2 = await grant(stolen, bob.address)
    expect(res2.status).toBe(401)
    expect(await error(res2)).toBe('Nonce unknown or already used: ask for a new nonce')
    expect(await sessions()).not.toContainEqual(expect.objectContaining({ pci: 'pci-forged' }))
    expect(await sessions(bob.address)).toEqual([])
  })

  it('issue 17 item 9: a signature for another domain or another session is refused', async () => {
    const n = await nonceFor(alice.address)
    const other = await signed('grant', 'pci-domain', alice, alice.address, { ...n, domain: 'evil.test' })
    expect((await grant(other)).status).toBe(401)
    const body = await signed('grant', 'pci-a')
    expect((await grant({ ...body, pci: 'pci-b' })).status).toBe(401)
    expect((await grant(body)).status).toBe(201)
  })

  it('issue 17 item 9: concurrent uses of one signature: exactly one succeeds', async () => {
    const body = await signed('grant', 'pci-race')
    const grants = await Promise.all(Array.from({ length: 8 }, () => grant(body)))
    expect(grants.map((r) => r.status).sort()).toEqual([201, 401, 401, 401, 401, 401, 401, 401])
    const revokeBody = await signed('revoke', 'pci-race')
    const revokes = await Promise.all(Array.from({ length: 8 }, () => revoke(revokeBody)))
    expect(revokes.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401])
  })

  describe('with a clock (the nonce lives 5 min)', () => {
    let clock = 0
    let nonceSecret: Uint8Array
    beforeAll(async () => {
      nonceSecret = (await loadAuthSigningKey(backend.server.db)).nonceSecret
    })
    const app = () =>
      sessionRoutes({ db: backend.server.db, config: backend.server.config, nonceSecret, now: () => clock })
    const at = (path: string, body?: unknown) =>
      app().request(
        path,
        body === undefined
          ? {}
          : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      )

    it('issue 17 item 9: an expired signature is refused, also when it claims a later expiry', async () => {
      clock = Date.now()
      const routes = app()
      const n = (await (await routes.request(`/v1/sessions/${alice.address}/nonce`)).json()) as {
        nonce: string
        expiresAt: string
        domain: string
      }
      expect(Date.parse(n.expiresAt)).toBe(clock + 5 * 60_000)
      const body = await signed('grant', 'pci-late', alice, alice.address, n)
      clock += 5 * 60_000
      const late = await at(`/v1/sessions/${alice.address}`, body)
      expect(late.status).toBe(401)
      expect(await error(late)).toBe('Signature expired: ask for a new nonce')
      // the account signed a later expiry than the nonce's: the nonce's expiry stands
      const later = new Date(clock + 60_000).toISOString()
      const stretched = await signed('grant', 'pci-late', alice, alice.address, { ...n, expiresAt: later })
      const res = await at(`/v1/sessions/${alice.address}`, stretched)
      expect(res.status).toBe(401)
      expect(await sessions()).not.toContainEqual(expect.objectContaining({ pci: 'pci-late' }))
    })

    it('issue 28: a flood of nonce requests for any accounts stores nothing and leaves every issued nonce usable', async () => {
      clock = Date.now()
      const count = async () =>
        Number((await backend.server.db.query<{ n: string }>('select count(*) as n from used_nonces'))[0]!.n)
      const before = await count()
      const n = (await (await at(`/v1/sessions/${alice.address}/nonce`)).json()) as {
        nonce: string
        expiresAt: string
        domain: string
      }
      // what evicted alice's nonce when nonces were rows (5 per account, 10,000 overall)
      const nonces = createSessionNonces(backend.server.db, {
        ttlMs: 60_000,
        now: () => clock,
        secret: nonceSecret,
      })
      for (let i = 0; i < 200; i++) await nonces.issue(alice.address.toLowerCase())
      for (let i = 0; i < 200; i++)
        await nonces.issue(privateKeyToAccount(generatePrivateKey()).address.toLowerCase())
      expect(await count()).toBe(before)
      const body = await signed('grant', 'pci-after-flood', alice, alice.address, n)
      expect((await at(`/v1/sessions/${alice.address}`, body)).status).toBe(201)
      expect(await count()).toBe(before + 1)
    })
  })
})
