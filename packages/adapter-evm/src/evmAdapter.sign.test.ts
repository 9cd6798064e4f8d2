import { isPorticoError, isUserRejection } from '@portico/core'
import { verifyMessage } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type EvmAdapter, evmAdapter } from './evmAdapter.js'
import { createFakeWallet, type FakeWallet } from './test/createFakeWallet.js'
import { installWindow, makeCtx, removeWindow } from './test/fixtures.js'

let wallet: FakeWallet
let adapter: EvmAdapter

beforeEach(async () => {
  wallet = createFakeWallet({ chainId: 31337 })
  installWindow(wallet)
  adapter = evmAdapter()
  adapter.setup(makeCtx().ctx)
  await adapter.connect({ connectorId: 'injected' })
})
afterEach(() => {
  adapter.destroy?.()
  removeWindow()
})

describe('evmAdapter signMessage', () => {
  it('signs with personal_sign and the signature verifies with viem', async () => {
    const message = 'Sign in to Portico\nNonce: 42'
    const signature = await adapter.signMessage({ message, address: wallet.account.address })
    const call = wallet.calls.find((c) => c.method === 'personal_sign')
    expect(call?.params).toEqual([expect.stringMatching(/^0x/), wallet.account.address])
    await expect(
      verifyMessage({ address: wallet.account.address, message, signature: signature as `0x${string}` }),
    ).resolves.toBe(true)
  })

  it.each([
    ['too short', `0x${'ab'.repeat(30)}1`],
    ['not hex', `0x${'zz'.repeat(40)}`],
    ['no 0x', 'ab'.repeat(40)],
    ['not a string', { r: '0x1' }],
  ])('§5 signed message must be 0x plus 62 or more hex: %s → WALLET_RESPONSE_INVALID', async (_, bad) => {
    wallet.state.signatureOverride = bad
    const error = await adapter
      .signMessage({ message: 'hi', address: wallet.account.address })
      .catch((e) => e)
    expect(isPorticoError(error, 'WALLET_RESPONSE_INVALID')).toBe(true)
  })

  it('a declined signature keeps the 4001 code reachable', async () => {
    wallet.state.reject.add('personal_sign')
    const error = await adapter
      .signMessage({ message: 'hi', address: wallet.account.address })
      .catch((e) => e)
    expect(isPorticoError(error, 'USER_REJECTED')).toBe(true)
    expect(isUserRejection(error)).toBe(true)
  })

  it('refuses an address that is not the connected account', async () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await expect(adapter.signMessage({ message: 'hi', address: other })).rejects.toMatchObject({
      code: 'NOT_CONNECTED',
    })
    expect(wallet.calls.map((c) => c.method)).not.toContain('personal_sign')
  })
})
