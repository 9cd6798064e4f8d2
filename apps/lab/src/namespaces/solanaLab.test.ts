import { solanaAdapter, type WalletsSource } from '@portico/adapter-solana'
import { createMemoryStorage, isUserRejection, toCaipAddress } from '@portico/core'
import { createStorage } from '@portico/core/internal'
import { createMemoryKeyValueStorage } from '@portico/lab-wallet'
import { createLabSolanaWallet, SOLANA_LAB_ADDRESSES, SOLANA_LAB_TOKEN } from '@portico/lab-wallet/solana'
import { type SolanaRpc, startSolanaRpc } from '@portico/testing/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaLocalnet, verifySolanaSignature } from './solanaLab.js'

let node: SolanaRpc
beforeAll(async () => {
  node = await startSolanaRpc()
})
afterAll(async () => {
  await node?.stop()
})

async function setup(approval: 'auto-approve' | 'auto-reject' = 'auto-approve') {
  const lab = await createLabSolanaWallet({
    rpcUrl: node.url,
    approval,
    storage: createMemoryKeyValueStorage(),
    origin: 'test',
  })
  const source: WalletsSource = { get: () => [lab.wallet], on: () => () => undefined }
  const adapter = solanaAdapter({ wallets: () => source })
  const network = solanaLocalnet(node.url)
  adapter.setup({ networks: [network], storage: createStorage(createMemoryStorage()), emit: () => undefined })
  return { lab, adapter, network }
}

describe('adapter-solana with the Lab Solana Wallet on the local LiteSVM ledger', () => {
  it('§5 connects to a CAIP-10 account, signs (ed25519, verified with WebCrypto), reads balances', async () => {
    const { adapter, network } = await setup()
    const r = await adapter.connect({ connectorId: 'solana.lab-solana-wallet' })
    expect(r.address).toBe(SOLANA_LAB_ADDRESSES.wallet)
    expect(toCaipAddress('solana', r.chainId, r.address)).toBe(`${network.caipNetworkId}:${r.address}`)
    const signature = await adapter.signMessage({ message: 'Hello', address: r.address })
    expect(await verifySolanaSignature({ address: r.address, message: 'Hello', signature })).toBe(true)
    expect(await verifySolanaSignature({ address: r.address, message: 'Hellx', signature })).toBe(false)
    const balance = await adapter.getBalance({ address: r.address, network })
    expect(balance.decimals).toBe(9)
    expect(balance.symbol).toBe('SOL')
    expect(Number(balance.formatted)).toBeGreaterThan(90)
  })

  it('sends SOL and SPL tokens, confirmed on the ledger', async () => {
    const { adapter, network } = await setup()
    await adapter.connect({ connectorId: 'solana.lab-solana-wallet' })
    const receiver = SOLANA_LAB_ADDRESSES.receiver
    const before = (await adapter.getBalance({ address: receiver, network })).value
    const me = SOLANA_LAB_ADDRESSES.wallet
    const { id: signature } = await adapter.send({ from: me, to: receiver, amount: 500_000_000n, network })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    expect((await adapter.getBalance({ address: receiver, network })).value - before).toBe(500_000_000n)

    const balanceOf = (address: string) =>
      adapter.getTokenBalance({ address, token: SOLANA_LAB_ADDRESSES.mint, network })
    const tokenBefore = await balanceOf(me)
    expect(tokenBefore.decimals).toBe(SOLANA_LAB_TOKEN.decimals)
    const token = { address: SOLANA_LAB_ADDRESSES.mint, decimals: SOLANA_LAB_TOKEN.decimals, symbol: 'PLT' }
    await adapter.send({ from: me, to: receiver, amount: 12_500_000n, token, network })
    const tokenAfter = await balanceOf(me)
    expect(tokenBefore.value - tokenAfter.value).toBe(12_500_000n)
    const received = await balanceOf(receiver)
    expect(received.value).toBeGreaterThanOrEqual(12_500_000n)
  })

  it('a wallet with solana:signTransaction only: the adapter sends through the RPC itself', async () => {
    const lab = await createLabSolanaWallet({
      rpcUrl: node.url,
      approval: 'auto-approve',
      storage: createMemoryKeyValueStorage(),
    })
    const { 'solana:signAndSendTransaction': _omit, ...features } = lab.wallet.features
    const signOnly = { ...lab.wallet, accounts: lab.wallet.accounts, features } as typeof lab.wallet
    const adapter = solanaAdapter({ wallets: () => ({ get: () => [signOnly], on: () => () => undefined }) })
    const network = solanaLocalnet(node.url)
    adapter.setup({
      networks: [network],
      storage: createStorage(createMemoryStorage()),
      emit: () => undefined,
    })
    await adapter.connect({ connectorId: 'solana.lab-solana-wallet' })
    const receiver = SOLANA_LAB_ADDRESSES.receiver
    const before = (await adapter.getBalance({ address: receiver, network })).value
    await adapter.send({ from: SOLANA_LAB_ADDRESSES.wallet, to: receiver, amount: 250_000_000n, network })
    expect((await adapter.getBalance({ address: receiver, network })).value - before).toBe(250_000_000n)
  })

  it('a wallet rejection is a user rejection; a failing transfer is a typed error', async () => {
    const rejecting = await setup('auto-reject')
    expect(
      isUserRejection(
        await rejecting.adapter.connect({ connectorId: 'solana.lab-solana-wallet' }).catch((e) => e),
      ),
    ).toBe(true)
    const { adapter } = await setup()
    await adapter.connect({ connectorId: 'solana.lab-solana-wallet' })
    const e = await adapter
      .send({
        from: SOLANA_LAB_ADDRESSES.wallet,
        to: SOLANA_LAB_ADDRESSES.receiver,
        amount: 1_000_000n * 10n ** 9n,
        network: solanaLocalnet(node.url),
      })
      .catch((x: unknown) => x)
    expect(e).toMatchObject({ name: 'PorticoError', code: 'TRANSACTION_FAILED' })
  })
})
