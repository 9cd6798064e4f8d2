import {
  SOLANA_LAB_ADDRESSES,
  SOLANA_LAB_SOL,
  SOLANA_LAB_TOKEN,
  SOLANA_LOCALNET_GENESIS_HASH,
} from '@portico/lab-wallet/solana'
import { address, createSolanaRpc } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaRpc, startSolanaRpc } from './startSolanaRpc.js'

let node: SolanaRpc
beforeAll(async () => {
  node = await startSolanaRpc()
})
afterAll(async () => {
  await node?.stop()
})

describe('startSolanaRpc: a JSON-RPC front over LiteSVM that @solana/kit talks to', () => {
  it('answers the chain queries and the funded balances', async () => {
    const rpc = createSolanaRpc(node.url)
    expect(await rpc.getGenesisHash().send()).toBe(SOLANA_LOCALNET_GENESIS_HASH)
    expect(await rpc.getHealth().send()).toBe('ok')
    const { value } = await rpc.getBalance(node.lab.wallet).send()
    expect(value).toBe(SOLANA_LAB_SOL * 1_000_000_000n)
    const latest = await rpc.getLatestBlockhash().send()
    expect(latest.value.blockhash.length).toBeGreaterThan(30)
    const rent = await rpc.getMinimumBalanceForRentExemption(0n).send()
    expect(rent).toBeGreaterThan(0n)
  })

  it('reports the lab token account by owner and its balance', async () => {
    const rpc = createSolanaRpc(node.url)
    const { value } = await rpc
      .getTokenAccountsByOwner(node.lab.wallet, { mint: node.lab.mint }, { encoding: 'jsonParsed' })
      .send()
    expect(value).toHaveLength(1)
    expect(value[0]!.pubkey).toBe(node.lab.walletTokenAccount)
    const bal = await rpc.getTokenAccountBalance(node.lab.walletTokenAccount).send()
    expect(bal.value.decimals).toBe(SOLANA_LAB_TOKEN.decimals)
    expect(bal.value.amount).toBe((SOLANA_LAB_TOKEN.amount * 10n ** 6n).toString())
  })

  it('funds the lab mobile wallet (WalletConnect) with SOL and lab tokens too', async () => {
    const rpc = createSolanaRpc(node.url)
    expect(node.lab.mobileWallet).toBe(SOLANA_LAB_ADDRESSES.mobileWallet)
    expect((await rpc.getBalance(node.lab.mobileWallet).send()).value).toBe(SOLANA_LAB_SOL * 1_000_000_000n)
    const { value } = await rpc
      .getTokenAccountsByOwner(node.lab.mobileWallet, { mint: node.lab.mint }, { encoding: 'jsonParsed' })
      .send()
    expect(value).toHaveLength(1)
  })

  it('airdrops and reports signature status; bad input is a JSON-RPC error, not a crash', async () => {
    const rpc = createSolanaRpc(node.url)
    const target = address('11111111111111111111111111111112')
    const sig = await rpc.requestAirdrop(target, 5_000_000n as never).send()
    const st = await rpc.getSignatureStatuses([sig]).send()
    expect(st.value[0]?.confirmationStatus).toBe('finalized')
    await expect(rpc.getBalance('nope' as never).send()).rejects.toThrow()
    const res = await fetch(node.url, { method: 'POST', body: '{not json' })
    expect((await res.json()).error.code).toBe(-32700)
    const cors = await fetch(node.url, { method: 'OPTIONS' })
    expect(cors.headers.get('access-control-allow-origin')).toBe('*')
  })
})
