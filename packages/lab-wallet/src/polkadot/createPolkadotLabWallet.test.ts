import { describe, expect, it } from 'vitest'
import { createApprovalQueue } from '../labWallet/createApprovalQueue.js'
import { createMemoryKeyValueStorage } from '../labWallet/labWalletState.js'
import { createPolkadotLabWallet, POLKADOT_LAB_WALLET_INFO } from './createPolkadotLabWallet.js'
import { verifyPolkadotSignature } from './verifyPolkadotSignature.js'

const hex = (s: string) => `0x${Buffer.from(s).toString('hex')}`

describe('the lab polkadot extension', () => {
  it('installs at injectedWeb3["portico-lab"] with its name and icon, and uninstalls', async () => {
    const wallet = await createPolkadotLabWallet({ storage: createMemoryKeyValueStorage() })
    const page: { injectedWeb3?: Record<string, unknown> } = {}
    const uninstall = wallet.install(page)
    expect(page.injectedWeb3?.['portico-lab']).toBe(wallet.provider)
    expect(wallet.provider).toMatchObject({
      name: 'Lab Polkadot Wallet',
      icon: POLKADOT_LAB_WALLET_INFO.icon,
    })
    expect(wallet.provider.icon).toMatch(/^data:image\/svg\+xml,/)
    uninstall()
    expect(page.injectedWeb3?.['portico-lab']).toBeUndefined()
  })

  it('enable asks once per origin; the authorization persists across instances; revoke forgets', async () => {
    const storage = createMemoryKeyValueStorage()
    const approvals = createApprovalQueue('prompt')
    const wallet = await createPolkadotLabWallet({ storage, approval: approvals })
    const pending = wallet.provider.enable('Dapp')
    await Promise.resolve()
    expect(approvals.pending()).toMatchObject([{ kind: 'connect', origin: 'Dapp' }])
    approvals.approve(approvals.pending()[0]!.id)
    const ext = await pending
    expect(await ext.accounts.get()).toEqual([
      { address: wallet.address, name: 'Lab account', type: 'sr25519', genesisHash: null },
    ])
    const again = await createPolkadotLabWallet({ storage, approval: 'auto-reject' })
    await expect(again.provider.enable('Dapp')).resolves.toBeDefined()
    again.revoke()
    await expect(again.provider.enable('Dapp')).rejects.toThrow('Rejected')
  })

  it('signRaw: rejected → Error("Cancelled"); approved → sr25519 over <Bytes>-wrapped data; unknown account refused', async () => {
    const approvals = createApprovalQueue('auto-approve')
    const wallet = await createPolkadotLabWallet({
      storage: createMemoryKeyValueStorage(),
      approval: approvals,
    })
    const ext = await wallet.provider.enable('Dapp')
    const { signature } = await ext.signer.signRaw({
      address: wallet.address,
      data: hex('hello'),
      type: 'bytes',
    })
    expect(await verifyPolkadotSignature({ message: 'hello', signature, address: wallet.address })).toEqual({
      isValid: true,
      crypto: 'sr25519',
    })
    await expect(ext.signer.signRaw({ address: 'someone', data: hex('x'), type: 'bytes' })).rejects.toThrow(
      'Unable to find account',
    )
    await expect(ext.signer.signRaw({ address: wallet.address, data: 'zz', type: 'bytes' })).rejects.toThrow(
      'hex',
    )
    approvals.setMode('auto-reject')
    await expect(
      ext.signer.signRaw({ address: wallet.address, data: hex('x'), type: 'bytes' }),
    ).rejects.toThrow('Cancelled')
  })
})
