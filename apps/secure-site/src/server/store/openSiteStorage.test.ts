/**
 * The secure site's storage in its default configuration (issue 28): PGlite on disk. A restart
 * keeps users, sessions and wallets (the same addresses and shares after a new login, as the
 * frame's flow gets them); a copy of the database holds no share in clear; without SHARE_KEYS the
 * site starts only in development mode; in memory only by name, with a warning.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDb } from '@portico/server-kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSite } from '../test/startTestSite.js'

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portico-secure-site-data-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

const WALLET = {
  authShare: 'the-auth-share-AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyA',
  recoveryShare: 'the-recovery-share-v1.iv_0123456789ab.ciphertext',
  addresses: {
    eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  },
}

describe('the default storage: PGlite on disk (issue 28)', () => {
  it('a restart keeps users, sessions and wallets: the old session still works, a new login on the device gets the same addresses and shares', async () => {
    const first = await startTestSite({ dataDir, otpSecret: undefined })
    const { token, userId } = await first.login('keep@example.com', 'device-keep-1')
    expect((await first.api('/wallet', { token, body: WALLET })).status).toBe(201)
    await first.stop()

    const second = await startTestSite({ dataDir, otpSecret: undefined })
    try {
      expect((await second.api('/me', { token })).body).toEqual({
        userId,
        email: 'keep@example.com',
        addresses: WALLET.addresses,
        hasWallet: true,
      })
      // the mail cooldown outlived the restart too (the site's clock starts where the first one did)
      const early = await second.api('/email/connect', {
        body: { email: 'keep@example.com', deviceId: 'device-keep-1' },
      })
      expect(early.body).toMatchObject({ error: 'COOLDOWN' })
      second.advance(60_000)
      // the device is still known: a code, not a device link (and the stored OTP secret checks it)
      const again = await second.login('keep@example.com', 'device-keep-1')
      expect(again).toMatchObject({ userId, isNewUser: false })
      expect((await second.api('/wallet/shares', { token: again.token })).body).toEqual({
        authShare: WALLET.authShare,
        recoveryShare: WALLET.recoveryShare,
      })
      expect((await second.api('/me', { token: again.token })).body.addresses).toEqual(WALLET.addresses)
    } finally {
      await second.stop()
    }
    // the database alone (a copy of the data directory) holds neither share in clear
    const copy = await openDb({ dataDir })
    try {
      const tables = await copy.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public'",
      )
      expect(tables.length).toBeGreaterThan(10)
      for (const { table_name } of tables) {
        const dump = JSON.stringify(await copy.query(`select * from ${table_name}`))
        expect(dump, table_name).not.toContain(WALLET.authShare)
        expect(dump, table_name).not.toContain(WALLET.recoveryShare)
      }
    } finally {
      await copy.close()
    }
  }, 120_000)

  it('without SHARE_KEYS the site refuses to start, unless in development mode (with a loud warning)', async () => {
    await expect(startTestSite({ shareKeys: undefined })).rejects.toThrow(/SHARE_KEYS is not set/)
    const lines: string[] = []
    const dev = await startTestSite({ shareKeys: undefined, devMode: true, log: (l) => lines.push(l) })
    try {
      expect(lines.some((l) => /DEVELOPMENT MODE/.test(l) && /"level":"warn"/.test(l))).toBe(true)
      const { token } = await dev.login('dev@example.com', 'device-dev-1')
      expect((await dev.api('/wallet', { token, body: WALLET })).status).toBe(201)
      const [row] = await dev.db.query<{ kek_id: string }>('select kek_id from data_keys')
      expect(row?.kek_id).toBe('dev')
    } finally {
      await dev.stop()
    }
  }, 60_000)

  it('in memory only when asked by name (DATABASE_URL=memory:), with a loud warning; a KEK missing for a data key stops the start', async () => {
    const lines: string[] = []
    const mem = await startTestSite({ databaseUrl: 'memory:', log: (l) => lines.push(l) })
    await mem.stop()
    expect(lines.some((l) => /IN-MEMORY DATABASE/.test(l) && /"level":"warn"/.test(l))).toBe(true)
    await expect(
      startTestSite({ dataDir, shareKeys: `other:${Buffer.alloc(32, 7).toString('base64')}` }),
    ).rejects.toThrow(/which the keyring does not have/)
  }, 120_000)
})
