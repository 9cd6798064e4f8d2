/**
 * Sessions and the wallet shares: the token is stored only as its SHA-256; sign-out revokes it; a
 * live token on the same device and email is CONNECT; the shares are stored once (409 after) and
 * released only to a session made by an email login.
 */
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertSession, sessionOf } from '../test/siteRows.js'
import { startTestSite, type TestSite } from '../test/startTestSite.js'

let t: TestSite
beforeAll(async () => {
  t = await startTestSite({ limits: { connectsPerIpPerHour: 1000 } })
}, 60_000)
afterAll(() => t.stop())

const DEVICE = 'device-account-1'
const WALLET = {
  authShare: 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyA',
  recoveryShare: 'v1.iv_0123456789ab.ciphertext-AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyA',
  addresses: {
    eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  },
}

describe('sessions', () => {
  it('the token is 32 random bytes (base64url) and only its SHA-256 is stored', async () => {
    const { token, userId } = await t.login('sess@example.com', DEVICE)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const hash = createHash('sha256').update(token).digest('hex')
    expect(await sessionOf(t.db, token)).toMatchObject({
      tokenHash: hash,
      userId,
      deviceId: DEVICE,
      method: 'email',
    })
    expect(JSON.stringify(await t.db.query('select * from sessions'))).not.toContain(token)
  })

  it('CONNECT only for a live token of that email on that device; sign-out revokes (204, then 401)', async () => {
    const email = 'revoke@example.com'
    const { token } = await t.login(email, DEVICE)
    const connect = (body: Record<string, unknown>) => t.api('/email/connect', { body })
    expect((await connect({ email, deviceId: DEVICE, token })).body).toEqual({ action: 'CONNECT' })
    // another device with the same token, or another email: a mail is needed
    expect((await connect({ email, deviceId: 'device-other-1', token })).body.action).toBe('VERIFY_DEVICE')
    t.advance(31_000)
    expect((await connect({ email: 'someone@example.com', deviceId: DEVICE, token })).body.action).toBe(
      'VERIFY_OTP',
    )

    const out = await fetch(`${t.url}/api/v1/signout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(out.status).toBe(204)
    const me = await t.api('/me', { token })
    expect(me.status).toBe(401)
    expect(me.body).toMatchObject({ error: 'UNAUTHORIZED' })
    t.advance(31_000)
    expect((await connect({ email, deviceId: DEVICE, token })).body.action).toBe('VERIFY_OTP')
  })

  it('a session lasts 7 days', async () => {
    const { token } = await t.login('week@example.com', DEVICE)
    t.advance(7 * 24 * 3_600_000 - 60_000)
    expect((await t.api('/me', { token })).status).toBe(200)
    t.advance(60_000)
    expect((await t.api('/me', { token })).status).toBe(401)
  })

  it('no token, a malformed or unknown one: 401 UNAUTHORIZED', async () => {
    expect((await t.api('/me')).status).toBe(401)
    expect((await t.api('/me', { headers: { authorization: 'Bearer short' } })).status).toBe(401)
    expect((await t.api('/me', { token: 'A'.repeat(43) })).status).toBe(401)
    expect((await t.api('/wallet', { body: WALLET })).status).toBe(401)
    expect((await t.api('/wallet/shares')).status).toBe(401)
  })
})

describe('POST /wallet and GET /wallet/shares', () => {
  it('stores the shares once (201, then 409); /me shows the addresses; the shares come back to the email session', async () => {
    const { token, userId } = await t.login('wallet@example.com', DEVICE)
    expect((await t.api('/wallet/shares', { token })).body.error).toBe('NO_WALLET')
    const created = await t.api('/wallet', { token, body: WALLET })
    expect(created.status).toBe(201)
    const again = await t.api('/wallet', { token, body: { ...WALLET, authShare: 'other' } })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('WALLET_EXISTS')
    expect((await t.api('/me', { token })).body).toEqual({
      userId,
      email: 'wallet@example.com',
      addresses: WALLET.addresses,
      hasWallet: true,
    })
    const shares = await t.api('/wallet/shares', { token })
    expect(shares.status).toBe(200)
    expect(shares.body).toEqual({ authShare: WALLET.authShare, recoveryShare: WALLET.recoveryShare })
  })

  it('issue 28: of two wallets posted at once for one user, one is stored (201) and the other gets 409', async () => {
    const { token } = await t.login('twowallets@example.com', DEVICE)
    const posts = await Promise.all(
      ['AAAA', 'BBBB', 'CCCC'].map((authShare) =>
        t.api('/wallet', { token, body: { ...WALLET, authShare } }),
      ),
    )
    expect(posts.map((p) => p.status).sort()).toEqual([201, 409, 409])
    const kept = posts.findIndex((p) => p.status === 201)
    expect((await t.api('/wallet/shares', { token })).body.authShare).toBe(['AAAA', 'BBBB', 'CCCC'][kept])
  })

  it('issue 28: both shares are encrypted at rest, bound to their user: no table holds either in clear, and a share moved to another user does not decrypt', async () => {
    const alice = await t.login('rest-alice@example.com', DEVICE)
    const bob = await t.login('rest-bob@example.com', DEVICE)
    const mine = {
      ...WALLET,
      authShare: 'alice-auth-share-in-clear',
      recoveryShare: 'alice-recovery-share-in-clear',
    }
    expect((await t.api('/wallet', { token: alice.token, body: mine })).status).toBe(201)
    expect((await t.api('/wallet', { token: bob.token, body: WALLET })).status).toBe(201)
    const tables = await t.db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    )
    for (const { table_name } of tables) {
      const dump = JSON.stringify(await t.db.query(`select * from ${table_name}`))
      expect(dump, table_name).not.toContain('alice-auth-share-in-clear')
      expect(dump, table_name).not.toContain('alice-recovery-share-in-clear')
    }
    // a database writer who swaps alice's ciphertext into bob's row gets nothing out
    await t.db.query(
      'update wallets set auth_share = (select auth_share from wallets where user_id = $1) where user_id = $2',
      [alice.userId, bob.userId],
    )
    expect((await t.api('/wallet/shares', { token: bob.token })).status).toBe(500)
    expect((await t.api('/wallet/shares', { token: alice.token })).body).toEqual({
      authShare: mine.authShare,
      recoveryShare: mine.recoveryShare,
    })
  })

  it('the auth share is released only to a session made by a login: email, social or farcaster (403 otherwise)', async () => {
    const { token, userId } = await t.login('social@example.com', DEVICE)
    await t.api('/wallet', { token, body: WALLET })
    // sessions made other ways are written straight into the table
    const sessionBy = async (method: string, letter: string) => {
      const other = letter.repeat(43)
      await insertSession(t.db, {
        token: other,
        userId,
        deviceId: DEVICE,
        method,
        createdAt: t.now(),
        expiresAt: t.now() + 60_000,
      })
      return other
    }
    for (const [method, letter] of [
      ['social', 'S'],
      ['farcaster', 'F'],
    ] as const)
      expect((await t.api('/wallet/shares', { token: await sessionBy(method, letter) })).status).toBe(200)
    const other = await sessionBy('api-key', 'K')
    expect((await t.api('/me', { token: other })).status).toBe(200)
    const shares = await t.api('/wallet/shares', { token: other })
    expect(shares.status).toBe(403)
    expect(shares.body.error).toBe('FORBIDDEN')
  })

  it('a bad wallet body is 400 INVALID_REQUEST', async () => {
    const { token } = await t.login('badwallet@example.com', DEVICE)
    for (const body of [
      { ...WALLET, addresses: { ...WALLET.addresses, eip155: '0x123' } },
      { ...WALLET, authShare: 'has space' },
      { ...WALLET, extra: 1 },
      { authShare: WALLET.authShare },
    ]) {
      const r = await t.api('/wallet', { token, body })
      expect(r.status).toBe(400)
      expect(r.body.error).toBe('INVALID_REQUEST')
    }
    expect((await t.api('/me', { token })).body.hasWallet).toBe(false)
  })
})
