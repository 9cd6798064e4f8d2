/**
 * `pnpm --filter @portico/api bench`: latency of /getWallets, search and the balance endpoint at
 * 50 concurrent clients on 127.0.0.1 (each line bounded by a request count and a time limit, after
 * a short unmeasured warm-up), and the time to filter the full registry by a search term with the
 * browser-side code (core's zod/mini schema validation of the whole list + the name filter).
 *
 * `pnpm --filter @portico/api bench --soak 30`: 30 s of a mixed load (wallet pages, searches,
 * balances, identities, the static calls) at 50 clients against the server started as an operator
 * starts it (`pnpm --filter @portico/api start`, in its own process group); prints the RSS of that
 * whole process group idle, at the start, middle and end and its peak, and the error count; exits 1
 * on any error or when the group's RSS passes SOAK_RSS_BOUND_BYTES.
 *
 * For the latency lines the server runs in this process; the load client always runs in a child
 * process (`loadClient.ts`), so the server's figures do not include the client's CPU.
 */
import { fork, spawn } from 'node:child_process'
import { type AddressInfo, createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { getWalletsResponseSchema } from '@portico/core'
import { DEVNET_ACCOUNTS, deployErc20, startDevnet } from '@portico/testing/node'
import { createApiServer } from '../src/createApiServer.js'
import type { LoadJob, LoadProgress, LoadResult } from './loadClient.js'
import { processGroupRss } from './processGroupRss.js'

const CONCURRENCY = 50
const MAX_REQUESTS = 3000
const MAX_MS = 15_000
const WARMUP = 2000

const { values: args } = parseArgs({
  // `pnpm bench -- --soak 30` passes the `--` along
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { soak: { type: 'string' } },
  strict: true,
})
const soakSeconds = args.soak === undefined ? undefined : Number(args.soak)
if (soakSeconds !== undefined && !(soakSeconds > 0 && soakSeconds <= 600))
  throw new Error('--soak takes a number of seconds (1–600)')

function runClient(job: LoadJob, onProgress?: (p: LoadProgress) => void): Promise<LoadResult> {
  const child = fork(fileURLToPath(new URL('./loadClient.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  })
  return new Promise((resolve, reject) => {
    child.on('message', (m: LoadProgress | LoadResult) => {
      if (m.type === 'progress') onProgress?.(m)
      else resolve(m)
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`load client exited with ${code}`))
    })
    child.send(job)
  })
}

const figures = (r: LoadResult) =>
  `n=${r.n} errors=${r.errors} p50=${r.p50.toFixed(1)} ms p95=${r.p95.toFixed(1)} ms`
const rate = (r: LoadResult) => `${(r.n / (r.totalMs / 1000)).toFixed(0)} req/s`

async function load(name: string, urls: string[]) {
  // this process's CPU while the client runs is the server's: a figure the other engineers' load
  // on the machine does not change much, unlike the latencies
  const cpu = process.cpuUsage()
  const r = await runClient({
    urls,
    concurrency: CONCURRENCY,
    maxRequests: MAX_REQUESTS,
    maxMs: MAX_MS,
    warmup: WARMUP,
    progressMs: 0,
  })
  const used = process.cpuUsage(cpu)
  const perRequest = (used.user + used.system) / (r.n + WARMUP)
  console.log(
    `${name.padEnd(38)} ${figures(r)}  ${rate(r)}  server CPU ${perRequest.toFixed(0)} µs/req, client ${r.cpuPerRequest.toFixed(0)}`,
  )
  for (const e of r.errorSamples) console.log(`  error: ${e}`)
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`

/**
 * The soak's bound on the RSS of the server's whole process group (pnpm, node, …) at any sample,
 * idle or under load (issue "Hardening" 11; the figures behind it are in the README).
 */
const SOAK_RSS_BOUND_BYTES = 640 * 1024 * 1024

/** a fixed pseudo-random sequence, so every soak sends the same mix */
function seeded(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return seed / 0x7fffffff
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

/**
 * The server as an operator starts it, `pnpm --filter @portico/api start` (PGlite in memory,
 * request logs on), in its own process group so that the group's memory is the server's alone.
 */
async function startServerProcess(env: Record<string, string>) {
  const port = await freePort()
  const child = spawn('pnpm', ['--filter', '@portico/api', 'start'], {
    detached: true, // a new process group, led by pnpm
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', HOST: '127.0.0.1', PORT: String(port), ...env },
  })
  let stderr = ''
  child.stderr.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const pgid = child.pid!
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    process.kill(-pgid, 'SIGTERM')
    const timer = setTimeout(() => process.kill(-pgid, 'SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${stderr}`)
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the server did not answer /health within 60 s:\n${stderr}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return { url, pgid, stop }
}

async function soak(seconds: number, rpcUrl: string, tokens: unknown[], holder: string) {
  const server = await startServerProcess({
    CHAINS: JSON.stringify([{ chainId: 31337, name: 'Bench', rpcUrl, tokens }]),
  })
  try {
    await soakAgainst(server.url, server.pgid, seconds, holder)
  } finally {
    await server.stop()
  }
}

async function soakAgainst(url: string, pgid: number, seconds: number, holder: string) {
  console.log(
    `apps/api on ${url} (pnpm --filter @portico/api start, process group ${pgid}), soak: ${CONCURRENCY} concurrent clients (child process) for ${seconds} s`,
  )
  const rnd = seeded(42)
  const addresses = [
    holder,
    ...Array.from(
      { length: 49 },
      (_, i) => `0x${(i + 1).toString(16).padStart(4, '0')}${'ab'.repeat(18)}` as const,
    ),
  ]
  const names = getWalletsResponseSchema
    .parse(await (await fetch(`${url}/getWallets?projectId=b&entries=500`)).json())
    .data.map((w) => w.name.toLowerCase())
  const terms = Array.from({ length: 300 }, () => {
    const n = names[Math.floor(rnd() * names.length)]!
    const at = Math.floor(rnd() * Math.max(1, n.length - 3))
    return encodeURIComponent(n.slice(at, at + 2 + Math.floor(rnd() * 3)))
  })
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!
  const urls = Array.from({ length: 2000 }, () => {
    const r = rnd()
    if (r < 0.4) return `${url}/getWallets?projectId=b&page=${1 + Math.floor(rnd() * 10)}&entries=40`
    if (r < 0.6) return `${url}/getWallets?projectId=b&search=${pick(terms)}&entries=100`
    if (r < 0.8) return `${url}/v1/account/${pick(addresses)}/balance?projectId=b&chainId=eip155:31337`
    if (r < 0.9) return `${url}/v1/identity/${pick(addresses)}?projectId=b`
    return pick([
      `${url}/v1/supported-chains?projectId=b`,
      `${url}/projects/v1/origins?projectId=b`,
      `${url}/getAnalyticsConfig?projectId=b`,
    ])
  })
  const samples: { at: string; rss: ReturnType<typeof processGroupRss> }[] = []
  let peak = processGroupRss(pgid)
  const sample = () => {
    const rss = processGroupRss(pgid)
    if (rss.total > peak.total) peak = rss
    return rss
  }
  // idle: the server answered /health (and one registry page) and has had a moment to settle
  await new Promise((r) => setTimeout(r, 3000))
  samples.push({ at: 'idle', rss: sample() })
  let middleTaken = false
  let started = false
  const result = await runClient(
    {
      urls,
      concurrency: CONCURRENCY,
      maxRequests: 10_000_000,
      maxMs: seconds * 1000,
      warmup: 2000,
      progressMs: 250,
    },
    (p) => {
      // the client reports right after its warm-up and every 250 ms of the measured run
      const rss = sample()
      if (!started) {
        started = true
        samples.push({ at: 'start', rss })
      } else if (!middleTaken && p.elapsedMs >= (seconds * 1000) / 2) {
        middleTaken = true
        samples.push({ at: 'middle', rss })
      }
    },
  )
  samples.push({ at: 'end', rss: sample() })
  console.log(
    `soak ${seconds} s, ${CONCURRENCY} clients: ${figures(result)} p99=${result.p99.toFixed(1)} ms  ${rate(result)}`,
  )
  for (const e of result.errorSamples) console.log(`  error: ${e}`)
  for (const s of [...samples, { at: 'peak', rss: peak }])
    console.log(
      `${s.at.padEnd(7)} process group RSS ${mb(s.rss.total)}  (${s.rss.members
        .map((m) => `${m.command.split(' ').slice(0, 3).join(' ').slice(-40)}: ${mb(m.rssBytes)}`)
        .join(', ')})`,
    )
  const over = peak.total > SOAK_RSS_BOUND_BYTES
  console.log(
    `peak process group RSS ${mb(peak.total)}: ${over ? 'OVER' : 'within'} the bound of ${mb(SOAK_RSS_BOUND_BYTES)}`,
  )
  if (result.errors > 0 || over) process.exitCode = 1
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
if (soakSeconds !== undefined) {
  try {
    await soak(soakSeconds, rpcUrl, tokens, holder)
  } finally {
    await devnet.stop()
  }
  process.exit()
}
const server = await createApiServer({
  databaseUrl: 'memory:',
  chains: [{ chainId: 31337, name: 'Bench', rpcUrl, tokens }],
  logRequests: false,
  indexer: { enabled: false, intervalMs: 1000 },
})
const { url } = await server.listen(0)
try {
  {
    console.log(
      `apps/api on ${url}, ${CONCURRENCY} concurrent clients (child process), ${WARMUP} warm-up requests, then ≤${MAX_REQUESTS} requests or ${MAX_MS / 1000} s each`,
    )
    await load(
      'GET /getWallets (40 per page)',
      Array.from({ length: 10 }, (_, i) => `${url}/getWallets?projectId=b&page=${i + 1}&entries=40`),
    )
    await load('GET /getWallets?search=wallet', [`${url}/getWallets?projectId=b&search=wallet&entries=100`])
    await load('GET /v1/account/:a/balance (3 ERC-20)', [
      `${url}/v1/account/${holder}/balance?projectId=b&chainId=eip155:31337`,
    ])

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
  }
} finally {
  await server.close()
  await devnet.stop()
}
