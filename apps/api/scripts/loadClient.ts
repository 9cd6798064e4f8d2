/**
 * The bench's load client, run as a child process of `bench.ts` (`fork`), so that its CPU is not
 * the server's: on a 2-core machine a client in the server's process takes half of the time the
 * figures are meant to measure. Plain `node:http` with a keep-alive agent (one socket per client):
 * lighter than `fetch`, which matters when client and server share two cores. Like a browser or
 * `fetch`, it sends `accept-encoding: gzip, deflate, br`; it reads the body to its end without
 * decoding it (the time measured is the server's answer, not the client's unzip).
 *
 * The parent sends one `LoadJob`; the child answers with `LoadProgress` messages (soak) and one
 * `LoadResult`, then exits. Every loop is bounded by a request count and a time limit.
 */
import { Agent, request } from 'node:http'

export interface LoadJob {
  urls: string[]
  concurrency: number
  maxRequests: number
  maxMs: number
  /** requests sent first and not measured (JIT, caches) */
  warmup: number
  /** send a LoadProgress this often (ms); 0 = never */
  progressMs: number
}
export interface LoadProgress {
  type: 'progress'
  elapsedMs: number
  done: number
  errors: number
}
export interface LoadResult {
  type: 'result'
  /** measured requests */
  n: number
  /** latency percentiles, ms */
  p50: number
  p95: number
  p99: number
  errors: number
  /** the first few errors, for the report */
  errorSamples: string[]
  totalMs: number
  /** the client's own CPU per measured request, µs */
  cpuPerRequest: number
}

// a socket idle for 10 s (a request the server never answers) fails that request
const agent = new Agent({ keepAlive: true, maxSockets: 1000, timeout: 10_000 })
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' }

/** request options parsed once per URL, not once per request */
const optionsOf = (url: string) => {
  const u = new URL(url)
  return { host: u.hostname, port: u.port, path: `${u.pathname}${u.search}`, agent, headers: HEADERS }
}

function get(options: ReturnType<typeof optionsOf>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(options, (res) => {
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', reject)
      res.resume()
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end()
  })
}

async function run(job: LoadJob): Promise<LoadResult> {
  const times: number[] = []
  const errorSamples: string[] = []
  let errors = 0
  let next = 0
  const fail = (what: string) => {
    errors++
    if (errorSamples.length < 5) errorSamples.push(what)
  }
  const options = job.urls.map(optionsOf)
  const one = async () => {
    const i = next++ % job.urls.length
    const url = job.urls[i]!
    const t = performance.now()
    try {
      const status = await get(options[i]!)
      if (status !== 200) fail(`${status} ${url}`)
    } catch (e) {
      fail(`${String(e)} ${url}`)
    }
    return performance.now() - t
  }
  const loop = async (count: number, deadline: number, record: boolean) => {
    let issued = 0
    await Promise.all(
      Array.from({ length: job.concurrency }, async () => {
        while (issued < count && performance.now() < deadline) {
          issued++
          const ms = await one()
          if (record) times.push(ms)
        }
      }),
    )
  }
  await loop(job.warmup, performance.now() + job.maxMs, false)
  errors = 0
  errorSamples.length = 0
  const started = performance.now()
  const cpu = process.cpuUsage()
  const progress =
    job.progressMs > 0
      ? setInterval(() => {
          const msg: LoadProgress = {
            type: 'progress',
            elapsedMs: performance.now() - started,
            done: times.length,
            errors,
          }
          process.send?.(msg)
        }, job.progressMs)
      : undefined
  await loop(job.maxRequests, started + job.maxMs, true)
  clearInterval(progress)
  const totalMs = performance.now() - started
  const used = process.cpuUsage(cpu)
  // only the figures travel back: a soak measures the server's memory, not 300 000 latencies
  times.sort((a, b) => a - b)
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN
  return {
    type: 'result',
    n: times.length,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    errors,
    errorSamples,
    totalMs,
    cpuPerRequest: (used.user + used.system) / Math.max(1, times.length),
  }
}

process.once('message', (job: LoadJob) => {
  void run(job).then((result) => {
    agent.destroy()
    process.send?.(result, () => process.exit(0))
  })
})
