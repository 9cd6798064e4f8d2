/**
 * SOL and SPL transfers against the local ledger (startSolanaRpc over LiteSVM) with the real
 * Lab Solana Wallet (wallet-standard, auto-approving): prepareSend simulates and prices, send
 * has the wallet sign and send, balances are read back from the ledger.
 */
import { isPorticoError } from '@portico/core'
import { createMemoryKeyValueStorage } from '@portico/lab-wallet'
import { createLabSolanaWallet, SOLANA_LOCALNET_GENESIS_HASH } from '@portico/lab-wallet/solana'
import { type SolanaRpc, startSolanaRpc } from '@portico/testing/node'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaAdapter, solanaAdapter } from './solanaAdapter.js'
import { solanaNetwork } from './solanaNetworks.js'
import { makeCtx, walletsSource } from './test/fakeSolanaWallet.js'

let node: SolanaRpc
let adapter: SolanaAdapter
let from: string
let network: ReturnType<typeof solanaNetwork>

beforeAll(async () => {
  node = await startSolanaRpc()
  network = solanaNetwork({ genesisHash: SOLANA_LOCALNET_GENESIS_HASH, name: 'Localnet', rpcUrl: node.url })
  const wallet = await createLabSolanaWallet({
    rpcUrl: node.url,
    approval: 'auto-approve',
    storage: createMemoryKeyValueStorage(),
  })
  adapter = solanaAdapter({ wallets: () => walletsSource([wallet.wallet]).source })
  adapter.setup(makeCtx([network]).ctx)
  from = (await adapter.connect({ connectorId: 'solana.lab-solana-wallet' })).address
})
afterAll(async () => {
  adapter?.destroy?.()
  await node?.stop()
})

const fresh = async () => (await generateKeyPairSigner()).address
const rpc = () => createSolanaRpc(node.url)

describe('solana transfers on the local ledger', () => {
  it('§4 SOL: prepareSend prices the fee, send lands the amount at a fresh recipient', async () => {
    const to = await fresh()
    const params = { from, to, amount: 500_000_000n, network }
    const { fee } = await adapter.prepareSend(params)
    expect(fee).toBe(5000n)
    const before = (await rpc().getBalance(address(from)).send()).value
    const { id, explorerUrl } = await adapter.send(params)
    expect(id).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(explorerUrl).toBeUndefined()
    expect((await rpc().getBalance(address(to)).send()).value).toBe(500_000_000n)
    expect((await rpc().getBalance(address(from)).send()).value).toBe(before - 500_000_000n - fee)
  })

  it('§4 SPL: the recipient has no token account yet: it is created, its rent is in the fee', async () => {
    const to = await fresh()
    const token = { address: node.lab.mint, decimals: 6, symbol: 'LAB' }
    const params = { from, to, amount: 2_500_000n, token, network }
    const { fee } = await adapter.prepareSend(params)
    const rent = await rpc().getMinimumBalanceForRentExemption(165n).send()
    expect(fee).toBe(5000n + rent)
    await adapter.send(params)
    const [ata] = await findAssociatedTokenPda({
      owner: address(to),
      mint: address(node.lab.mint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    expect((await rpc().getTokenAccountBalance(ata).send()).value.amount).toBe('2500000')
    expect((await adapter.getTokenBalance({ address: to, token: node.lab.mint, network })).value).toBe(
      2_500_000n,
    )
  })

  it('an amount above the balance is refused before the wallet is asked (INSUFFICIENT_FUNDS)', async () => {
    const to = await fresh()
    const e = await adapter.prepareSend({ from, to, amount: 10n ** 15n, network }).catch((x) => x)
    expect(isPorticoError(e, 'INSUFFICIENT_FUNDS')).toBe(true)
    const token = { address: node.lab.mint, decimals: 6, symbol: 'LAB' }
    const t = await adapter.prepareSend({ from, to, amount: 10n ** 15n, token, network }).catch((x) => x)
    expect(isPorticoError(t, 'INSUFFICIENT_FUNDS')).toBe(true)
  })

  it('a transfer the chain would refuse says why (simulation: rent for a new account)', async () => {
    const e = await adapter.prepareSend({ from, to: await fresh(), amount: 1n, network }).catch((x) => x)
    expect(isPorticoError(e, 'TRANSACTION_FAILED')).toBe(true)
    expect((e.details as { reason: string }).reason.length).toBeGreaterThan(3)
  })
})
