import { createApprovalQueue, createMemoryKeyValueStorage } from '@portico/lab-wallet'
import { COSMOS_LAB_GLOBAL, createCosmosLabWallet } from '@portico/lab-wallet/cosmos'
import { describe, expect, it } from 'vitest'
import { verifyAdr36Signature } from './verifyAdr36Signature.js'

const chains = [
  { chainId: 'local-1', bech32Prefix: 'cosmos' },
  { chainId: 'osmosis-1', bech32Prefix: 'osmo' },
]

describe('the Keplr-like lab cosmos wallet', () => {
  it('installs at its own global (not window.keplr)', async () => {
    const wallet = await createCosmosLabWallet({
      chains,
      storage: createMemoryKeyValueStorage(),
      origin: 'o',
    })
    const page: Record<string, unknown> = {}
    const uninstall = wallet.install(page)
    expect(COSMOS_LAB_GLOBAL).toBe('porticoLabKeplr')
    expect(page.porticoLabKeplr).toBe(wallet.provider)
    expect(page.keplr).toBeUndefined()
    uninstall()
    expect(page.porticoLabKeplr).toBeUndefined()
  })

  it('getKey needs enable; enable asks once per origin and chain and persists; rejection is "Request rejected"', async () => {
    const storage = createMemoryKeyValueStorage()
    const approvals = createApprovalQueue('auto-approve')
    const wallet = await createCosmosLabWallet({ chains, storage, approval: approvals, origin: 'o' })
    await expect(wallet.provider.getKey('local-1')).rejects.toThrow('not permitted')
    await wallet.provider.enable('local-1')
    const key = await wallet.provider.getKey('local-1')
    expect(key.bech32Address).toBe(wallet.address('local-1'))
    expect(wallet.address('osmosis-1')).toMatch(/^osmo1/)
    const again = await createCosmosLabWallet({ chains, storage, approval: 'auto-reject', origin: 'o' })
    await expect(again.provider.enable('local-1')).resolves.toBeUndefined()
    await expect(again.provider.enable('osmosis-1')).rejects.toThrow('Request rejected')
    await expect(again.provider.enable('unknown-1')).rejects.toThrow('no chain info')
  })

  it('signArbitrary (ADR-36) verifies with cosmjs; a foreign signer is refused', async () => {
    const approvals = createApprovalQueue('auto-approve')
    const wallet = await createCosmosLabWallet({
      chains,
      storage: createMemoryKeyValueStorage(),
      approval: approvals,
      origin: 'o',
    })
    await wallet.provider.enable('local-1')
    const signer = wallet.address('local-1')
    const sig = await wallet.provider.signArbitrary('local-1', signer, 'hello')
    expect(
      await verifyAdr36Signature({
        signer,
        data: 'hello',
        pubKey: sig.pub_key.value,
        signature: sig.signature,
      }),
    ).toBe(true)
    expect(
      await verifyAdr36Signature({
        signer,
        data: 'hellO',
        pubKey: sig.pub_key.value,
        signature: sig.signature,
      }),
    ).toBe(false)
    await expect(wallet.provider.signArbitrary('local-1', wallet.address('osmosis-1'), 'x')).rejects.toThrow(
      'Unknown signer',
    )
  })
})
