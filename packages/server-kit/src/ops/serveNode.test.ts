import { request as httpRequest } from 'node:http'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createLifecycle } from './createLifecycle.js'
import { serveNode } from './serveNode.js'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function testApp(opts: { dbUp?: () => boolean } = {}) {
  const lifecycle = createLifecycle({
    checks: [
      {
        name: 'database',
        check: () => {
          if (opts.dbUp && !opts.dbUp()) throw new Error('connection refused')
        },
      },
    ],
  })
  const app = new Hono()
  app.use('*', lifecycle.track)
  app.get('/health', lifecycle.health)
  app.get('/ready', lifecycle.ready)
  app.get('/slow', async (c) => {
    await sleep(Number(c.req.query('ms') ?? 500))
    return c.json({ done: true })
  })
  // a long poll: waits for an event or the drain, then tells the client to poll again
  app.get('/poll', async (c) => {
    const drained = await new Promise<boolean>((resolve) => {
      const t = setTimeout(() => resolve(false), 20_000)
      lifecycle.draining.addEventListener('abort', () => {
        clearTimeout(t)
        resolve(true)
      })
    })
    return c.json({ status: drained ? 'retry' : 'timeout' })
  })
  return { app, lifecycle }
}

describe('graceful shutdown (issue 28)', () => {
  it('a request in flight when the shutdown starts completes; a long poll is answered "retry"; new connections are refused', async () => {
    const { app, lifecycle } = testApp()
    const node = await serveNode({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', lifecycle })
    const slow = fetch(`${node.url}/slow?ms=700`)
    const poll = fetch(`${node.url}/poll`)
    await sleep(150)
    expect(lifecycle.inFlight()).toBe(2)
    const started = Date.now()
    const shutdown = node.shutdown(10_000)
    await sleep(50)
    await expect(fetch(`${node.url}/health`)).rejects.toThrow()
    const slowRes = await slow
    expect(slowRes.status).toBe(200)
    expect(await slowRes.json()).toEqual({ done: true })
    expect(await (await poll).json()).toEqual({ status: 'retry' })
    const result = await shutdown
    expect(result).toMatchObject({ drained: true, inFlight: 0 })
    expect(Date.now() - started).toBeLessThan(3_000)
  })

  it('the drain is bounded: a request longer than the timeout is cut and reported', async () => {
    const { app, lifecycle } = testApp()
    const node = await serveNode({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', lifecycle })
    const slow = fetch(`${node.url}/slow?ms=5000`).catch((e: unknown) => e)
    await sleep(100)
    const started = Date.now()
    const result = await node.shutdown(300)
    expect(result).toMatchObject({ drained: false, inFlight: 1 })
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(await slow).toBeInstanceOf(Error)
  })

  it('/ready is 503 while the database is down and while draining; /health stays 200; keep-alive answers say Connection: close', async () => {
    let up = true
    const { app, lifecycle } = testApp({ dbUp: () => up })
    expect((await app.request('/ready')).status).toBe(200)
    up = false
    const down = await app.request('/ready')
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ status: 'not ready', failed: ['database: connection refused'] })
    up = true
    const node = await serveNode({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', lifecycle })
    // a keep-alive connection with a request in flight when the drain starts
    const agentReq = new Promise<{ status: number; connection: string | undefined; body: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          `${node.url}/slow?ms=400`,
          { headers: { connection: 'keep-alive' } },
          (res) => {
            let body = ''
            res.on('data', (d) => {
              body += d
            })
            res.on('end', () =>
              resolve({ status: res.statusCode!, connection: res.headers.connection, body }),
            )
          },
        )
        req.on('error', reject)
        req.end()
      },
    )
    await sleep(100)
    const shutdown = node.shutdown(5_000)
    const drainingReady = await app.request('/ready')
    expect(drainingReady.status).toBe(503)
    expect(await drainingReady.json()).toEqual({ status: 'draining' })
    expect((await app.request('/health')).status).toBe(200)
    const answered = await agentReq
    expect(answered).toMatchObject({ status: 200, connection: 'close' })
    await shutdown
  })
})
