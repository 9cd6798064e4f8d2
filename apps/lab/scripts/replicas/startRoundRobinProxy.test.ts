import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../freePort.js'
import { type RoundRobinProxy, startRoundRobinProxy } from './startRoundRobinProxy.js'

const open: { close(): unknown }[] = []
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close()
})

/** a replica that answers its name, the X-Forwarded-For it got and the body; /hold never answers */
async function replica(name: string, port = 0) {
  const held: (() => void)[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (req.url === '/hold') {
        held.push(() => res.end())
        return
      }
      res.setHeader('content-type', 'application/json')
      res.end(
        JSON.stringify({
          name,
          xff: req.headers['x-forwarded-for'],
          host: req.headers.host,
          body: Buffer.concat(chunks).toString(),
        }),
      )
    })
  })
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const handle = {
    name,
    url,
    server,
    held,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r())
        server.closeAllConnections()
      }),
  }
  open.push(handle)
  return handle
}

async function proxyOf(backends: { name: string; url: string }[]): Promise<RoundRobinProxy> {
  const proxy = await startRoundRobinProxy({ backends })
  open.push(proxy)
  return proxy
}

describe('the replicas’ round-robin proxy (issue 28)', () => {
  it('takes turns, names the replica that answered, appends the client to X-Forwarded-For and keeps Host', async () => {
    const a = await replica('a')
    const b = await replica('b')
    const proxy = await proxyOf([a, b])
    const names: string[] = []
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${proxy.url}/x?i=${i}`, { headers: { 'x-forwarded-for': '203.0.113.9' } })
      const got = (await res.json()) as { name: string; xff: string; host: string }
      expect(res.headers.get('x-portico-replica')).toBe(got.name)
      expect(got.xff).toBe('203.0.113.9, 127.0.0.1')
      expect(got.host).toBe(`127.0.0.1:${proxy.port}`)
      names.push(got.name)
    }
    expect(names).toEqual(['a', 'b', 'a', 'b'])
    expect(proxy.log.map((e) => `${e.method} ${e.path} ${e.replica}`)).toEqual([
      'GET /x a',
      'GET /x b',
      'GET /x a',
      'GET /x b',
    ])
  })

  it('a replica that refuses the connection is skipped: the same request, body and all, goes to the next', async () => {
    const a = await replica('a')
    const b = await replica('b')
    const proxy = await proxyOf([a, b])
    await a.close()
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${proxy.url}/post`, { method: 'POST', body: `payload ${i}` })
      expect(await res.json()).toMatchObject({ name: 'b', body: `payload ${i}` })
    }
    expect(proxy.log.map((e) => [e.replica, e.refused])).toEqual([
      ['b', ['a']],
      ['b', []],
      ['b', ['a']],
    ])
  })

  it('a replica that dies holding a request gives it a 502; none answering at all is a 502 too', async () => {
    const a = await replica('a')
    const proxy = await proxyOf([a])
    const held = fetch(`${proxy.url}/hold`, { method: 'POST', body: '{}' })
    await expect.poll(() => a.held.length).toBe(1)
    a.server.closeAllConnections()
    expect((await held).status).toBe(502)
    await a.close()
    expect((await fetch(`${proxy.url}/x`)).status).toBe(502)
    expect(proxy.log.map((e) => [e.replica, e.status])).toEqual([
      [undefined, 502],
      [undefined, 502],
    ])
  })

  it('pin: the named requests go to one replica first; after the unpin, round robin again', async () => {
    const a = await replica('a')
    const b = await replica('b')
    const proxy = await proxyOf([a, b])
    const unpin = proxy.pin((method, path) => method === 'POST' && path === '/otp', 'b')
    const who = async (path: string, method = 'GET') =>
      (await fetch(`${proxy.url}${path}`, { method })).headers.get('x-portico-replica')
    expect([await who('/otp', 'POST'), await who('/otp', 'POST'), await who('/other')]).toEqual([
      'b',
      'b',
      'a',
    ])
    unpin()
    expect([await who('/otp', 'POST'), await who('/otp', 'POST')]).toEqual(['b', 'a'])
  })

  it('a replica started again on its port takes requests again', async () => {
    const port = await freePort()
    const a = await replica('a', port)
    const b = await replica('b')
    const proxy = await proxyOf([a, b])
    await a.close()
    expect(new Set(await Promise.all([1, 2, 3, 4].map(async () => (await fetch(proxy.url)).status)))).toEqual(
      new Set([200]),
    )
    await replica('a', port)
    const names = []
    for (let i = 0; i < 4; i++) names.push((await fetch(proxy.url)).headers.get('x-portico-replica'))
    expect(names.sort()).toEqual(['a', 'a', 'b', 'b'])
  })
})
