import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { Db } from '../db/Db.js'
import { createMetrics } from './createMetrics.js'
import { httpMetrics } from './httpMetrics.js'
import { loginMetrics } from './loginMetrics.js'
import { metricsHandler } from './metricsHandler.js'

function appWithMetrics(token?: string) {
  const fakePool = { poolStats: () => ({ total: 4, idle: 3, waiting: 0 }) } as unknown as Db
  const metrics = createMetrics({ server: 'test', db: fakePool, processMetrics: false })
  const app = new Hono()
  app.use('*', httpMetrics(metrics))
  app.get('/metrics', metricsHandler(metrics, { token }))
  app.get('/v1/account/:account/history', (c) => c.json({ data: [] }))
  app.get('/boom', () => {
    throw new Error('boom')
  })
  return { app, metrics }
}

describe('metrics (issue 28: Prometheus at /metrics)', () => {
  it('counts requests by route pattern and status, with a latency histogram and the pool', async () => {
    const { app } = appWithMetrics()
    await app.request('/v1/account/0xabc/history')
    await app.request('/v1/account/0xdef/history')
    await app.request('/nowhere/1234')
    await app.request('/boom')
    const res = await app.request('/metrics')
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await res.text()
    expect(text).toContain(
      'http_requests_total{method="GET",route="/v1/account/:account/history",status="200",server="test"} 2',
    )
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404",server="test"} 1')
    expect(text).toContain('http_requests_total{method="GET",route="/boom",status="500",server="test"} 1')
    expect(text).toMatch(
      /http_request_duration_seconds_count\{server="test",method="GET",route="\/v1\/account\/:account\/history",status="200"\} 2/,
    )
    expect(text).toContain('db_pool_connections{state="idle",server="test"} 3')
    expect(text).not.toContain('0xabc')
  })

  it('a METRICS_TOKEN makes /metrics answer only a request with that bearer token', async () => {
    const { app } = appWithMetrics('scrape-token-0123456789')
    expect((await app.request('/metrics')).status).toBe(401)
    expect((await app.request('/metrics', { headers: { authorization: 'Bearer wrong' } })).status).toBe(401)
    const ok = await app.request('/metrics', { headers: { authorization: 'Bearer scrape-token-0123456789' } })
    expect(ok.status).toBe(200)
  })

  it('the secure site counts mails by kind and logins by method; one counter per name', async () => {
    const { app, metrics } = appWithMetrics()
    const site = loginMetrics(metrics)
    site.mailsSent.inc({ kind: 'login-code' })
    loginMetrics(metrics).logins.inc({ method: 'google' })
    site.logins.inc({ method: 'google' })
    const text = await (await app.request('/metrics')).text()
    expect(text).toContain('portico_mails_sent_total{kind="login-code",server="test"} 1')
    expect(text).toContain('portico_logins_total{method="google",server="test"} 2')
  })
})
