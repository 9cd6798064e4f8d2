/**
 * `pnpm --filter @portico/api bench`: latency of /getWallets and of the balance endpoint at 50
 * concurrent clients on 127.0.0.1 (bounded by a request count and a time limit), and the time to
 * filter the full registry by a search term with the browser-side code (core's zod/mini schema
 * validation of the whole list + the name filter).
 */
import { getWalletsResponseSchema } from '@portico/core'
import { DEVNET_ACCOUNTS, deployErc20, startDevnet } from '@portico/testing/node'
import { createApiServer } from '../src/createApiServer.js'

const CONCURRENCY = 50
const MAX_REQUESTS = 3000
const MAX_MS = 15_000

async function load(name: string, url: () => string) {
  const times: number[] = []
  let errors = 0
  const deadline = performance.now() + MAX_MS
  let issued = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (issued < MAX_REQUESTS && performance.now() < deadline) {
        issued++
        const t = performance.now()
        const res = await fetch(url()).catch(() => undefined)
        if (!res?.ok) errors++
        await res?.arrayBuffer()
        times.push(performance.now() - t)
      }
    }),
  )
  const total = performance.now() - started
  times.sort((a, b) => a - b)
  const pct = (p: number) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1)
  console.log(
    `${name.padEnd(34)} n=${times.length} errors=${errors} p50=${pct(50)} ms p95=${pct(95)} ms  ${(times.length / (total / 1000)).toFixed(0)} req/s`,
  )
}

const devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
const rpcUrl = devnet.chains[0]!.rpcUrl
const holder = DEVNET_ACCOUNTS[1]!.address
const tokens = []
for (const symbol of ['AAA', 'BBB', 'CCC']) {
  const address = await deployErc20({
    rpcUrl,
    name: symbol,
    symbol,
    decimals: 18,
    mint: [{ to: holder, amount: 10n ** 20n }],
  })
  tokens.push({ address, name: symbol, symbol, decimals: 18 })
}
const server = await createApiServer({
  chains: [{ chainId: 31337, name: 'Bench', rpcUrl, tokens }],
  logRequests: false,
  indexer: { enabled: false, intervalMs: 1000 },
})
const { url } = await server.listen(0)
console.log(
  `apps/api on ${url}, ${CONCURRENCY} concurrent clients, ≤${MAX_REQUESTS} requests or ${MAX_MS / 1000} s each`,
)
try {
  let page = 0
  await load(
    'GET /getWallets (40 per page)',
    () => `${url}/getWallets?projectId=b&page=${(page++ % 10) + 1}&entries=40`,
  )
  await load('GET /getWallets?search=wallet', () => `${url}/getWallets?projectId=b&search=wallet&entries=100`)
  await load(
    'GET /v1/account/:a/balance (3 ERC-20)',
    () => `${url}/v1/account/${holder}/balance?projectId=b&chainId=eip155:31337`,
  )

  // browser side: validate the whole registry with core's schema and filter it by a term
  const raw: unknown = await (await fetch(`${url}/getWallets?projectId=b&entries=500`)).json()
  const runs = 200
  let t = performance.now()
  let hits = 0
  for (let i = 0; i < runs; i++) {
    const list = getWalletsResponseSchema.parse(raw).data
    hits = list.filter((w) => w.name.toLowerCase().includes('wallet')).length
  }
  const withValidation = (performance.now() - t) / runs
  const list = getWalletsResponseSchema.parse(raw).data
  t = performance.now()
  for (let i = 0; i < runs; i++) hits = list.filter((w) => w.name.toLowerCase().includes('wallet')).length
  const filterOnly = (performance.now() - t) / runs
  console.log(
    `filter ${list.length} wallets by "wallet" (${hits} hits): ${filterOnly.toFixed(3)} ms; with schema validation: ${withValidation.toFixed(2)} ms`,
  )
} finally {
  await server.close()
  await devnet.stop()
}
