/**
 * `pnpm --filter @portico/api bench:quotes`: swap quotes (`GET /v1/convert/quotes`) at 50
 * concurrent clients. On a fresh anvil: two ERC-20s, Uniswap V2 from its npm build and two pools
 * with ether; the server (in this process, PGlite in memory) quotes through the router's
 * getAmountsOut and the pools' reserves (two deployless multicalls, plus the gas price). The load
 * client (a child process, scripts/loadClient.ts) asks for 30 different quotes (three pairs, one
 * of them through WETH, ten amounts) after 300 unmeasured requests, for at most BENCH_SECONDS (15)
 * seconds or 5000 requests. Baseline, side by side: `GET /v1/convert/gas-price` (one eth_gasPrice,
 * the least a chain-reading endpoint of this server costs).
 */
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import {
  DEVNET_ACCOUNTS,
  deployErc20,
  deployUniswapV2,
  seedUniswapV2Pool,
  startDevnet,
} from '@portico/testing/node'
import { parseEther, parseUnits } from 'viem'
import { createApiServer } from '../src/createApiServer.js'
import type { LoadJob, LoadResult } from './loadClient.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
if (!(SECONDS > 0 && SECONDS <= 120)) throw new Error('BENCH_SECONDS: 1–120')
const CONCURRENCY = 50
const NATIVE = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

delete process.env.DATABASE_URL
const devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
try {
  const rpcUrl = devnet.chains[0]!.rpcUrl
  const lp = DEVNET_ACCOUNTS[9]!.address
  const usd = await deployErc20({
    rpcUrl,
    name: 'Bench USD',
    symbol: 'BUSD',
    decimals: 6,
    mint: [{ to: lp, amount: parseUnits('300000', 6) }],
  })
  const lab = await deployErc20({
    rpcUrl,
    name: 'Bench Lab',
    symbol: 'BLAB',
    decimals: 18,
    mint: [{ to: lp, amount: parseEther('600000') }],
  })
  const amm = await deployUniswapV2({ rpcUrl })
  await seedUniswapV2Pool({
    rpcUrl,
    router: amm.router,
    token: usd,
    tokenAmount: parseUnits('300000', 6),
    eth: parseEther('100'),
  })
  await seedUniswapV2Pool({
    rpcUrl,
    router: amm.router,
    token: lab,
    tokenAmount: parseEther('600000'),
    eth: parseEther('100'),
  })
  const server = await createApiServer({
    databaseUrl: 'memory:',
    chains: [
      {
        chainId: 31337,
        rpcUrl,
        tokens: [
          { address: usd, name: 'Bench USD', symbol: 'BUSD', decimals: 6 },
          { address: lab, name: 'Bench Lab', symbol: 'BLAB', decimals: 18 },
        ],
        swap: { uniswapV2Router: amm.router, weth: amm.weth },
      },
    ],
    indexer: { enabled: false, intervalMs: 1000 },
    logRequests: false,
  })
  try {
    const { url } = await server.listen(0)
    const user = DEVNET_ACCOUNTS[0]!.address
    const pairs = [
      [NATIVE, `eip155:31337:${usd}`, 10n ** 16n],
      [`eip155:31337:${usd}`, NATIVE, 10n ** 6n],
      [`eip155:31337:${usd}`, `eip155:31337:${lab}`, 10n ** 6n],
    ] as const
    const quotes = pairs.flatMap(([from, to, unit]) =>
      Array.from(
        { length: 10 },
        (_, i) =>
          `${url}/v1/convert/quotes?amount=${unit * BigInt(i + 1)}&from=${from}&to=${to}&userAddress=${user}`,
      ),
    )
    for (const u of quotes.slice(0, 3))
      if ((await fetch(u)).status !== 200) throw new Error(`quote failed: ${u}`)
    const run = async (urls: string[]) => {
      const job: LoadJob = {
        urls,
        concurrency: CONCURRENCY,
        maxRequests: 5000,
        maxMs: SECONDS * 1000,
        warmup: 300,
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
      return result
    }
    const line = (name: string, r: LoadResult) =>
      `${name.padEnd(46)} ${String(r.n).padStart(5)} requests  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${((r.n / r.totalMs) * 1000).toFixed(0).padStart(5)} req/s  errors ${r.errors}`
    console.log(`${CONCURRENCY} concurrent clients, anvil, apps/api in process (PGlite)`)
    console.log(line('GET /v1/convert/quotes (30 quotes, 3 pairs)', await run(quotes)))
    console.log(
      line(
        'baseline: GET /v1/convert/gas-price',
        await run([`${url}/v1/convert/gas-price?chainId=eip155:31337`]),
      ),
    )
  } finally {
    await server.close()
  }
} finally {
  await devnet.stop()
}
