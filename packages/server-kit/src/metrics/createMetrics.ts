/**
 * Prometheus metrics of a server, with prom-client on a registry of its own (two servers
 * in one process, as in the lab and the tests, never mix their numbers):
 * - `http_requests_total{method,route,status}` and `http_request_duration_seconds{…}` (a histogram),
 *   by route pattern (see `routeOf`), counted by `httpMetrics`;
 * - `db_pool_connections{state}` (PostgreSQL: total, idle, waiting), read at each scrape;
 * - the process's defaults (CPU, memory, event-loop lag, handles), unless turned off;
 * - what a server adds with `counter`, `gauge` and `histogram` (apps/api: indexer lag per chain;
 *   the secure site: mails sent and logins by method, `loginMetrics`).
 * Every series carries `server` (the server's name).
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Db } from '../db/Db.js'

export interface Metrics {
  readonly registry: Registry
  readonly httpRequests: Counter<'method' | 'route' | 'status'>
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>
  /** a counter of this registry (the same one for the same name) */
  counter<L extends string>(name: string, help: string, labelNames?: readonly L[]): Counter<L>
  gauge<L extends string>(name: string, help: string, labelNames?: readonly L[]): Gauge<L>
  histogram<L extends string>(
    name: string,
    help: string,
    labelNames?: readonly L[],
    buckets?: number[],
  ): Histogram<L>
  /** the text exposition format, and its content type */
  render(): Promise<{ body: string; contentType: string }>
}

export interface MetricsOptions {
  /** the `server` label of every series */
  server: string
  /** the database whose pool is reported (PostgreSQL) */
  db?: Db
  /** CPU, memory, event loop… of the process (default true) */
  processMetrics?: boolean
}

/** seconds: from a cached read (5 ms) to a long poll's end (30 s) */
export const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

export function createMetrics(opts: MetricsOptions): Metrics {
  const registry = new Registry()
  registry.setDefaultLabels({ server: opts.server })
  if (opts.processMetrics ?? true) collectDefaultMetrics({ register: registry })
  const made = new Map<string, unknown>()
  const once = <T>(name: string, make: () => T): T => {
    if (!made.has(name)) made.set(name, make())
    return made.get(name) as T
  }
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    once(name, () => new Counter<L>({ name, help, labelNames, registers: [registry] }))
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    once(name, () => new Gauge<L>({ name, help, labelNames, registers: [registry] }))
  const histogram = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[] = [],
    buckets: number[] = HTTP_BUCKETS,
  ) => once(name, () => new Histogram<L>({ name, help, labelNames, buckets, registers: [registry] }))

  const labels = ['method', 'route', 'status'] as const
  const httpRequests = counter('http_requests_total', 'HTTP requests answered', labels)
  const httpDuration = histogram('http_request_duration_seconds', 'Time to answer an HTTP request', labels)
  const db = opts.db
  if (db?.poolStats) {
    const stats = db.poolStats.bind(db)
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the PostgreSQL pool: total, idle, and clients waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const s = stats()
        this.set({ state: 'total' }, s.total)
        this.set({ state: 'idle' }, s.idle)
        this.set({ state: 'waiting' }, s.waiting)
      },
    })
  }
  return {
    registry,
    httpRequests,
    httpDuration,
    counter,
    gauge,
    histogram,
    async render() {
      return { body: await registry.metrics(), contentType: registry.contentType }
    },
  }
}
