/**
 * `pnpm --filter @portico/api bench:history`: the history endpoint at 50 concurrent clients. On a
 * fresh anvil, ten accounts exchange ETH and an ERC-20 (300 transactions) and receive NFTs; the
 * server (PGlite in memory, in this process) indexes them, then the load client (a child process,
 * scripts/loadClient.ts) asks for first pages and cursor pages of the ten accounts, after 500
 * unmeasured requests, for at most BENCH_SECONDS (15) seconds or 5000 requests. Prints p50, p95,
 * p99 and requests per second. Every request also runs the indexer's step (one eth_blockNumber
 * shared by the requests waiting at that moment), as in production. `BENCH_DB=postgres` runs the
 * server on a throw-away embedded PostgreSQL instead.
 */
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import {
  airdropErc721,
  DEVNET_ACCOUNTS,
  deployErc20,
  deployErc721,
  labNftMetadataUri,
  MINTABLE_ERC20_ABI,
  startDevnet,
} from '@portico/testing/node'
import { createWalletClient, defineChain, encodeFunctionData, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createApiServer } from '../src/createApiServer.js'
import { startTestPostgres } from '../src/test/startTestPostgres.js'
import type { LoadJob, LoadResult } from './loadClient.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
if (!(SECONDS > 0 && SECONDS <= 120)) throw new Error('BENCH_SECONDS: 1–120')
const CONCURRENCY = 50

// always a throw-away embedded PostgreSQL, never the DATABASE_URL of the environment (migration 8 drops tables)
delete process.env.DATABASE_URL
const postgres = process.env.BENCH_DB === 'postgres' ? await startTestPostgres() : undefined
const devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
try {
  const rpcUrl = devnet.chains[0]!.rpcUrl
  const chain = defineChain({
    id: 31337,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const accounts = DEVNET_ACCOUNTS.slice(0, 9)
  const token = await deployErc20({
    rpcUrl,
    name: 'Bench USD',
    symbol: 'BUSD',
    decimals: 6,
    mint: accounts.map((a) => ({ to: a.address, amount: 10n ** 12n })),
  })
  const nft = await deployErc721({ rpcUrl, name: 'Bench Cards', symbol: 'BC' })
  await airdropErc721({
    rpcUrl,
    collection: nft,
    to: accounts.map((a) => a.address),
    firstId: 1n,
    uri: labNftMetadataUri({ tokenId: 1n }),
  })
  for (let i = 0; i < 300; i++) {
    const from = accounts[i % accounts.length]!
    const to = accounts[(i * 7 + 3) % accounts.length]!
    const wallet = createWalletClient({
      account: privateKeyToAccount(from.privateKey),
      chain,
      transport: http(rpcUrl),
    })
    if (i % 2) await wallet.sendTransaction({ to: to.address, value: BigInt(1000 + i) })
    else
      await wallet.sendTransaction({
        to: token,
        data: encodeFunctionData({
          abi: MINTABLE_ERC20_ABI,
          functionName: 'transfer',
          args: [to.address, BigInt(i)],
        }),
      })
  }
  const server = await createApiServer({
    databaseUrl: 'memory:',
    ...(postgres ? { databaseUrl: postgres.url } : {}),
    chains: [
      {
        chainId: 31337,
        rpcUrl,
        tokens: [{ address: token, name: 'Bench USD', symbol: 'BUSD', decimals: 6 }],
        nftCollections: [{ address: nft }],
      },
    ],
    indexer: { enabled: false, intervalMs: 1000 },
    logRequests: false,
  })
  try {
    const { url } = await server.listen(0)
    await server.indexer.step()
    const urls: string[] = []
    for (const a of accounts) {
      const first = `${url}/v1/account/${a.address}/history?chainId=eip155:31337`
      urls.push(first)
      const { next } = (await (await fetch(first)).json()) as { next: string | null }
      if (next) urls.push(`${first}&cursor=${next}`)
    }
    const job: LoadJob = {
      urls,
      concurrency: CONCURRENCY,
      maxRequests: 5000,
      maxMs: SECONDS * 1000,
      warmup: 500,
      progressMs: 0,
    }
    const child = fork(fileURLToPath(new URL('./loadClient.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
    })
    const result = await new Promise<LoadResult>((resolve, reject) => {
      child.on('message', (m: LoadResult) => {
        if (m.type === 'result') resolve(m)
      })
      child.once('error', reject)
      child.send(job)
    })
    child.kill()
    console.log(
      `${postgres ? 'PostgreSQL' : 'PGlite'}: GET /v1/account/:a/history (${urls.length} URLs: first and second pages of ${accounts.length} accounts), ` +
        `${CONCURRENCY} clients: ${result.n} requests in ${(result.totalMs / 1000).toFixed(1)} s, ` +
        `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ` +
        `${((result.n / result.totalMs) * 1000).toFixed(0)} req/s, errors ${result.errors}` +
        (result.errorSamples.length ? ` (${result.errorSamples.join('; ')})` : ''),
    )
  } finally {
    await server.close()
  }
} finally {
  await devnet.stop()
  await postgres?.stop()
}
