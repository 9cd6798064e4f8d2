import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createLogger } from './createLogger.js'
import { requestLogging } from './requestLogging.js'

function appWithLog() {
  const lines: Record<string, unknown>[] = []
  const logger = createLogger({ server: 'test', write: (l) => lines.push(JSON.parse(l)) })
  const app = new Hono()
  app.use('*', requestLogging(logger))
  app.get('/items/:id', (c) => {
    c.get('log').info({ token: 'tok-secret', user: { code: '123456', name: 'ann' } }, 'handled')
    return c.json({ ok: true })
  })
  return { app, lines, logger }
}

describe('requestLogging (issue 28: JSON logs with a request id, no secrets)', () => {
  it('a line per request with time, level, route pattern, status; the path without its query string', async () => {
    const { app, lines } = appWithLog()
    const res = await app.request('/items/42?code=987654&token=abc')
    expect(res.status).toBe(200)
    const line = lines.find((l) => l.msg === 'request')!
    expect(line).toMatchObject({
      level: 'info',
      server: 'test',
      method: 'GET',
      path: '/items/42',
      route: '/items/:id',
      status: 200,
    })
    expect(typeof line.time).toBe('string')
    expect(new Date(line.time as string).getTime()).toBeGreaterThan(0)
    expect(JSON.stringify(lines)).not.toMatch(/987654|abc/)
  })

  it('a well-formed X-Request-Id is kept and echoed; a malformed one is replaced; every line of the request carries it', async () => {
    const { app, lines } = appWithLog()
    const kept = await app.request('/items/1', { headers: { 'x-request-id': 'edge-7f3a9c21' } })
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a9c21')
    expect(lines.filter((l) => l.reqId === 'edge-7f3a9c21').map((l) => l.msg)).toEqual(['handled', 'request'])
    const replaced = await app.request('/items/1', {
      headers: { 'x-request-id': '"><script>alert(1)</script>' },
    })
    const id = replaced.headers.get('x-request-id')!
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const fresh = await app.request('/items/1')
    expect(fresh.headers.get('x-request-id')).not.toBe(id)
  })

  it('credentials are redacted: tokens, codes, shares, authorization and cookie headers, email addresses', async () => {
    const { app, lines, logger } = appWithLog()
    await app.request('/items/1')
    logger.info({ req: { headers: { authorization: 'Bearer eyJ.x.y', cookie: 's=1' } }, share: 'S' }, 'x')
    logger.warn({ email: 'ada@example.com', login: { codeVerifier: 'v-123', channelToken: 'ch-1' } }, 'y')
    const text = JSON.stringify(lines)
    for (const secret of [
      'tok-secret',
      '123456',
      'eyJ.x.y',
      's=1',
      '"S"',
      'ada@example.com',
      'v-123',
      'ch-1',
    ])
      expect(text).not.toContain(secret)
    expect(text).toContain('ann')
    expect(text).toContain('[redacted]')
  })

  it('an unmatched path is the route "unmatched" (labels stay bounded)', async () => {
    const { app, lines } = appWithLog()
    await app.request('/random/7c1e')
    expect(lines.at(-1)).toMatchObject({ route: 'unmatched', status: 404 })
  })
})
