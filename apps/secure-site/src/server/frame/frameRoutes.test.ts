/**
 * The frame page (docs/embedded-wallet.md, SPEC §6 "the page origin must be in the server-provided
 * allowed origins"): frame-ancestors from apps/api's allowed origins (a stub node:http server here),
 * `'none'` for a project without any, cached 60 s; the networks in an escaped JSON script; the
 * build's assets without directory traversal; 503 when the page is not built.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSite, type TestSite } from '../test/startTestSite.js'
import { NOT_BUILT } from './frameRoutes.js'

let t: TestSite
let frameDir: string
beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'portico-frame-test-'))
  frameDir = join(root, 'frame')
  await mkdir(join(frameDir, 'assets', 'fonts'), { recursive: true })
  await writeFile(join(root, 'secret.txt'), 'outside')
  await writeFile(join(frameDir, 'not-an-asset.txt'), 'outside assets')
  await writeFile(
    join(frameDir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><script type="module" src="/frame/assets/frame-abc.js"></script></HEAD><body></body></html>',
  )
  await writeFile(join(frameDir, 'assets', 'frame-abc.js'), 'console.log(1)')
  await writeFile(join(frameDir, 'assets', 'frame-abc.css'), 'body{}')
  await writeFile(join(frameDir, 'assets', 'fonts', 'a.woff2'), 'w')
  t = await startTestSite({
    frameDir,
    networks: [
      { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545/' },
      { caipNetworkId: 'eip155:31338', rpcUrl: 'http://127.0.0.1:8546/</script><script>alert(1)</script>' },
      { caipNetworkId: 'solana:localnet', rpcUrl: 'https://rpc.example.com/solana' },
    ],
  })
  t.origins.set('proj-a', {
    allowedOrigins: [
      'http://127.0.0.1:5173',
      'https://app.example.com/',
      'https://app.example.com',
      'javascript:alert(1)',
      'http://a.example/path',
      "https://x.example; script-src 'unsafe-inline'",
      'https://user:pw@b.example',
      '*',
      42,
    ],
  })
  t.origins.set('proj-empty', { allowedOrigins: [] })
  t.origins.set('proj-broken', { allowedOrigins: 'http://127.0.0.1:5173' })
}, 60_000)
afterAll(() => t.stop())

const frame = (query: string) => fetch(`${t.url}/frame${query}`)
const ancestorsOf = (res: Response) =>
  /frame-ancestors ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1]

/** a GET with the path sent as it is (fetch would normalise it) */
const rawGet = (path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(t.url)
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })

describe('GET /frame', () => {
  it("§6 frame-ancestors lists the project's valid http(s) origins; the rest of the CSP and headers", async () => {
    const res = await frame('?projectId=proj-a&chainId=eip155:31337&version=1&enableLogger=false')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "connect-src 'self' http://127.0.0.1:8545 http://127.0.0.1:8546 https://rpc.example.com; " +
        "img-src 'self' data:; frame-ancestors http://127.0.0.1:5173 https://app.example.com",
    )
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBeNull()
  })

  it("a project without origins, an unknown project, a bad answer, no projectId, apps/api down: frame-ancestors 'none'", async () => {
    for (const q of [
      '?projectId=proj-empty',
      '?projectId=unknown',
      '?projectId=proj-broken',
      '',
      '?projectId=a%20b',
    ])
      expect(ancestorsOf(await frame(q))).toBe("'none'")
    const down = await startTestSite({ apiUrl: 'http://127.0.0.1:9' })
    try {
      expect(ancestorsOf(await fetch(`${down.url}/frame?projectId=proj-a`))).toBe("'none'")
    } finally {
      await down.stop()
    }
  })

  it('the origins are kept 60 s per project', async () => {
    t.origins.set('proj-cache', { allowedOrigins: ['http://127.0.0.1:1111'] })
    expect(ancestorsOf(await frame('?projectId=proj-cache'))).toBe('http://127.0.0.1:1111')
    const calls = t.originCalls()
    t.origins.set('proj-cache', { allowedOrigins: ['http://127.0.0.1:2222'] })
    t.advance(59_000)
    expect(ancestorsOf(await frame('?projectId=proj-cache'))).toBe('http://127.0.0.1:1111')
    expect(t.originCalls()).toBe(calls)
    t.advance(1_000)
    expect(ancestorsOf(await frame('?projectId=proj-cache'))).toBe('http://127.0.0.1:2222')
    expect(t.originCalls()).toBe(calls + 1)
  })

  it('the networks are in <script type="application/json" id="portico-frame-config"> before </head>, escaped', async () => {
    const html = await (await frame('?projectId=proj-a')).text()
    const m = /<script type="application\/json" id="portico-frame-config">(.*?)<\/script>\n<\/HEAD>/s.exec(
      html,
    )
    expect(m).not.toBeNull()
    const json = m![1]!
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({
      networks: [
        { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545/' },
        { caipNetworkId: 'eip155:31338', rpcUrl: 'http://127.0.0.1:8546/</script><script>alert(1)</script>' },
        { caipNetworkId: 'solana:localnet', rpcUrl: 'https://rpc.example.com/solana' },
      ],
      version: '1',
    })
    // the only script elements are the config and the page's own module
    expect(html.match(/<script/g)).toHaveLength(2)
  })

  it('the build is missing: 503 saying how to build it', async () => {
    const empty = await startTestSite({ frameDir: join(frameDir, 'nowhere') })
    try {
      const res = await fetch(`${empty.url}/frame?projectId=proj-a`)
      expect(res.status).toBe(503)
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      const text = await res.text()
      expect(text).toBe(NOT_BUILT)
      expect(text).toContain('pnpm --filter @portico/secure-site build')
    } finally {
      await empty.stop()
    }
  })
})

describe('GET /frame/assets/*', () => {
  it('serves the build files with their content types', async () => {
    const js = await fetch(`${t.url}/frame/assets/frame-abc.js`)
    expect(js.status).toBe(200)
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(js.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await js.text()).toBe('console.log(1)')
    expect((await fetch(`${t.url}/frame/assets/frame-abc.css`)).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    )
    expect((await fetch(`${t.url}/frame/assets/fonts/a.woff2`)).headers.get('content-type')).toBe(
      'font/woff2',
    )
  })

  it('no directory traversal: encoded dots and slashes, backslashes, NUL, the directory itself → 404', async () => {
    for (const path of [
      '/frame/assets/..%2f..%2fsecret.txt',
      '/frame/assets/..%2Fnot-an-asset.txt',
      '/frame/assets/%2e%2e/%2e%2e/secret.txt',
      '/frame/assets/..%5c..%5csecret.txt',
      '/frame/assets/fonts/..%2f..%2findex.html',
      '/frame/assets/frame-abc.js%00.png',
      '/frame/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/frame/assets/fonts',
      '/frame/assets/',
      '/frame/assets/missing.js',
    ]) {
      const r = await rawGet(path)
      expect([path, r.status]).toEqual([path, 404])
      expect(r.body).not.toContain('outside')
    }
    // the raw request line with real dots is normalised by the URL parser before routing
    const dots = await rawGet('/frame/assets/../../secret.txt')
    expect(dots.body).not.toContain('outside')
  })
})
