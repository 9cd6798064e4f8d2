import { describe, expect, it } from 'vitest'
import { chainConfigSchema } from '../config/apiConfig.js'
import { openDb } from '../db/Db.js'
import { migrate } from '../db/migrations.js'
import { isNftSpam } from './isNftSpam.js'

const LISTED = '0x00000000000000000000000000000000000000aa'
const AIRDROPPER = '0x00000000000000000000000000000000000000bb'
const OTHER = '0x00000000000000000000000000000000000000cc'

describe('isNftSpam (the spam rule, apps/api/README.md)', () => {
  it('§5 listed never spam; unlisted spam by default; with nftSpam "airdrops" only airdroppers', async () => {
    const db = await openDb({ memory: true })
    try {
      await migrate(db)
      await db.query(
        'insert into airdrop_contracts (chain_id, address, block_number, recipients) values (1, $1, 5, 12), (1, $2, 6, 30)',
        [AIRDROPPER, LISTED],
      )
      const base = {
        chainId: 1,
        rpcUrl: 'http://127.0.0.1:1',
        nftCollections: [{ address: LISTED.toUpperCase().replace('0X', '0x') }],
      }
      const unlistedMode = chainConfigSchema.parse(base)
      expect(Object.fromEntries(await isNftSpam(db, unlistedMode, [LISTED, AIRDROPPER, OTHER]))).toEqual({
        [LISTED]: false,
        [AIRDROPPER]: true,
        [OTHER]: true,
      })
      const airdropMode = chainConfigSchema.parse({ ...base, nftSpam: 'airdrops' })
      expect(Object.fromEntries(await isNftSpam(db, airdropMode, [LISTED, AIRDROPPER, OTHER]))).toEqual({
        [LISTED]: false, // a listed collection is never spam, even when it airdrops
        [AIRDROPPER]: true,
        [OTHER]: false,
      })
      // on another chain the same contract is not an airdropper
      expect(Object.fromEntries(await isNftSpam(db, { ...airdropMode, chainId: 2 }, [AIRDROPPER]))).toEqual({
        [AIRDROPPER]: false,
      })
    } finally {
      await db.close()
    }
  }, 30_000)
})
