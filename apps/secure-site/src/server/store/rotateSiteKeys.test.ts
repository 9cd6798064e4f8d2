/**
 * Key rotation on a running site's database (issue 28): a new data key re-encrypts the shares in
 * place and the old one goes; a new KEK put first in SHARE_KEYS re-wraps the data keys at start,
 * after which the old KEK can be dropped. Each time the same user gets the same shares back.
 */
import { randomBytes } from 'node:crypto'
import { parseKeyring } from '@portico/server-kit'
import { describe, expect, it } from 'vitest'
import { openTestDb } from '../test/openTestDb.js'
import { startTestSite, TEST_SHARE_KEYS } from '../test/startTestSite.js'
import { rotateSiteKeys } from './rotateSiteKeys.js'

const WALLET = {
  authShare: 'rotating-auth-share',
  recoveryShare: 'rotating-recovery-share',
  addresses: {
    eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  },
}

describe('rotateSiteKeys (issue 28)', () => {
  it('a new data key without re-enrolling anyone, then a new KEK, then the old KEK dropped', async () => {
    const db = await openTestDb()
    try {
      const site = await startTestSite({ db })
      const { token } = await site.login('rotate@example.com', 'device-rotate-1')
      expect((await site.api('/wallet', { token, body: WALLET })).status).toBe(201)
      const [before] = await db.query<{ id: string }>('select id from data_keys')

      const { rotation } = await rotateSiteKeys(db, parseKeyring(TEST_SHARE_KEYS), { dataKey: true })
      expect(rotation?.removed).toEqual([before!.id])
      const [wallet] = await db.query<{ auth_share: string; recovery_share: string }>('select * from wallets')
      expect(wallet!.auth_share.startsWith(`v1.${rotation!.dataKeyId}.`)).toBe(true)
      expect(wallet!.recovery_share.startsWith(`v1.${rotation!.dataKeyId}.`)).toBe(true)
      // the running site reads them with the new key; the OTP secret it stored still checks codes
      expect((await site.api('/wallet/shares', { token })).body).toEqual({
        authShare: WALLET.authShare,
        recoveryShare: WALLET.recoveryShare,
      })
      site.advance(31_000)
      await site.login('rotate@example.com', 'device-rotate-1')
      await site.stop()

      // a new KEK first, the old one kept: the start re-wraps; then the new one alone is enough
      const k2 = `k2:${randomBytes(32).toString('base64')}`
      const both = await startTestSite({ db, shareKeys: `${k2},${TEST_SHARE_KEYS}`, otpSecret: undefined })
      await both.stop()
      expect(await db.query('select kek_id from data_keys')).toEqual([{ kek_id: 'k2' }])
      const only = await startTestSite({ db, shareKeys: k2 })
      try {
        expect((await only.api('/wallet/shares', { token })).body.authShare).toBe(WALLET.authShare)
      } finally {
        await only.stop()
      }
      await expect(startTestSite({ db, shareKeys: TEST_SHARE_KEYS })).rejects.toThrow(/"k2"/)
    } finally {
      await db.close()
    }
  }, 120_000)
})
