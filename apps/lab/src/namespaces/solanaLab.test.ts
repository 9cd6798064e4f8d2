import { solanaAdapter, type WalletsSource } from '@portico/adapter-solana'
import { createMemoryStorage, createStorage, isUserRejection, toCaipAddress } from '@portico/core'
import {
  createLabSolanaWallet,
  createMemoryKeyValueStorage,
  SOLANA_LAB_ADDRESSES,
  SOLANA_LAB_TOKEN,
} from '@portico/testing'
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
    const { signature } = await adapter.sendTransfer({ to: receiver, amount: '0.5' })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    expect((await adapter.getBalance({ address: receiver, network })).value - before).toBe(500_000_000n)

    const tokenBefore = await adapter.getTokenBalance({ mint: SOLANA_LAB_ADDRESSES.mint })
    expect(tokenBefore.decimals).toBe(SOLANA_LAB_TOKEN.decimals)
    await adapter.sendTransfer({ to: receiver, amount: '12.5', mint: SOLANA_LAB_ADDRESSES.mint })
    const tokenAfter = await adapter.getTokenBalance({ mint: SOLANA_LAB_ADDRESSES.mint })
    expect(tokenBefore.value - tokenAfter.value).toBe(12_500_000n)
    const received = await adapter.getTokenBalance({ mint: SOLANA_LAB_ADDRESSES.mint, owner: receiver })
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
    await adapter.sendTransfer({ to: receiver, amount: '0.25' })
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
      .sendTransfer({ to: SOLANA_LAB_ADDRESSES.receiver, amount: '1000000' })
      .catch((x) => x)
    expect(e).toMatchObject({ name: 'PorticoError', code: 'TRANSACTION_FAILED' })
  })
})
