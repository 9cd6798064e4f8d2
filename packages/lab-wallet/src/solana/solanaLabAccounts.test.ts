import { createKeyPairSignerFromPrivateKeyBytes, getBase58Encoder } from '@solana/kit'
import { expect, it } from 'vitest'
import { SOLANA_LAB_ADDRESSES, SOLANA_LAB_SEEDS, SOLANA_LOCALNET_GENESIS_HASH } from './solanaLabAccounts.js'

it('the fixed addresses are the seeds’ keys; the genesis hash is 32 bytes of base58', async () => {
  for (const name of Object.keys(SOLANA_LAB_SEEDS) as (keyof typeof SOLANA_LAB_SEEDS)[]) {
    const signer = await createKeyPairSignerFromPrivateKeyBytes(SOLANA_LAB_SEEDS[name])
    expect(signer.address).toBe(SOLANA_LAB_ADDRESSES[name])
  }
  expect(getBase58Encoder().encode(SOLANA_LOCALNET_GENESIS_HASH)).toHaveLength(32)
})
