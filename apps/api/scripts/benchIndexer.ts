/**
 * `pnpm --filter @portico/api bench:indexer`: indexer throughput while catching up. On a fresh
 * anvil, mines BLOCKS blocks each holding two native transfers and one ERC-20 transfer of a
 * configured token (automine off, one `evm_mine` per block), then indexes from block 0 into a
 * fresh in-memory PGlite and prints blocks/s and transfers/s (three runs, each on a new database;
 * median and best).
 */
import { DEVNET_ACCOUNTS, deployErc20, MINTABLE_ERC20_ABI, startDevnet } from '@portico/testing/node'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  http,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createIndexer } from '../src/chain/createIndexer.js'
import { parseApiConfig } from '../src/config/apiConfig.js'
import { openDb } from '../src/db/Db.js'
import { migrate } from '../src/db/migrations.js'

const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 1000)
const RUNS = 3

const devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
try {
  const rpcUrl = devnet.chains[0]!.rpcUrl
  const chain = defineChain({
    id: 31337,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const token = await deployErc20({
    rpcUrl,
    name: 'Bench USD',
    symbol: 'BUSD',
    decimals: 6,
    mint: DEVNET_ACCOUNTS.slice(0, 3).map((a) => ({ to: a.address, amount: 10n ** 15n })),
  })
  const transport = http(rpcUrl, { batch: true })
  const publicClient = createPublicClient({ chain, transport }) as PublicClient
  const senders = DEVNET_ACCOUNTS.slice(0, 3).map((a) => {
    const account = privateKeyToAccount(a.privateKey)
    return { account, wallet: createWalletClient({ account, chain, transport }), nonce: 0 }
  })
  for (const s of senders) s.nonce = await publicClient.getTransactionCount({ address: s.account.address })
  const rpc = (method: string, params: unknown[] = []) =>
    fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    }).then((r) => r.json())
  await rpc('evm_setAutomine', [false])
  const started = performance.now()
  const gas = { gas: 100_000n, maxFeePerGas: 10n ** 10n, maxPriorityFeePerGas: 1n }
  for (let b = 0; b < BLOCKS; b++) {
    const [a, c, d] = senders as [(typeof senders)[0], (typeof senders)[0], (typeof senders)[0]]
    const raws = await Promise.all([
      a.wallet.signTransaction({ ...gas, to: c.account.address, value: 1000n + BigInt(b), nonce: a.nonce++ }),
      c.wallet.signTransaction({ ...gas, to: d.account.address, value: 2000n + BigInt(b), nonce: c.nonce++ }),
      d.wallet.signTransaction({
        ...gas,
        to: token,
        nonce: d.nonce++,
        data: encodeFunctionData({
          abi: MINTABLE_ERC20_ABI,
          functionName: 'transfer',
          args: [a.account.address, 1_000_000n + BigInt(b)],
        }),
      }),
    ])
    await Promise.all(raws.map((r) => publicClient.sendRawTransaction({ serializedTransaction: r })))
    await rpc('evm_mine')
  }
  await rpc('evm_setAutomine', [true])
  const head = await publicClient.getBlockNumber()
  console.log(
    `mined ${BLOCKS} blocks (3 transfers each) in ${((performance.now() - started) / 1000).toFixed(1)} s; head ${head}`,
  )

  const config = parseApiConfig({
    chains: [
      {
        chainId: 31337,
        rpcUrl,
        tokens: [{ address: token, name: 'Bench USD', symbol: 'BUSD', decimals: 6 }],
      },
    ],
  })
  const results: { s: number; transfers: number }[] = []
  for (let run = 0; run < RUNS; run++) {
    const db = await openDb({ memory: true })
    await migrate(db)
    const client = createPublicClient({
      chain,
      transport: http(rpcUrl, { batch: true, retryCount: 1, timeout: 10_000 }),
    }) as PublicClient
    const indexer = createIndexer(db, [{ config: config.chains[0]!, client }], {
      intervalMs: 1000,
      auto: false,
      onError: (e) => console.error(e),
    })
    const t0 = performance.now()
    await indexer.step()
    const s = (performance.now() - t0) / 1000
    const [row] = await db.query<{ n: string }>('select count(*)::text as n from chain_transfers')
    results.push({ s, transfers: Number(row!.n) })
    console.log(
      `run ${run + 1}: ${Number(head) + 1} blocks, ${row!.n} transfers in ${s.toFixed(2)} s → ` +
        `${((Number(head) + 1) / s).toFixed(0)} blocks/s, ${(Number(row!.n) / s).toFixed(0)} transfers/s`,
    )
    await db.close()
  }
  const sorted = [...results].sort((x, y) => x.s - y.s)
  const median = sorted[Math.floor(sorted.length / 2)]!
  const best = sorted[0]!
  console.log(
    `median: ${((Number(head) + 1) / median.s).toFixed(0)} blocks/s, ${(median.transfers / median.s).toFixed(0)} transfers/s; ` +
      `best: ${((Number(head) + 1) / best.s).toFixed(0)} blocks/s, ${(best.transfers / best.s).toFixed(0)} transfers/s`,
  )
} finally {
  await devnet.stop()
}
