import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchUntrusted } from './fetchUntrusted.js'
import { isPrivateAddress } from './isPrivateAddress.js'
import { readMetadataUri } from './readMetadataUri.js'

describe('NFT metadata fetch limits (readMetadataUri, fetchUntrusted)', () => {
  let server: Server
  let base: string
  const hits: string[] = []
  const limits = {
    allowPrivateMetadataHosts: true,
    metadataMaxBytes: 1024,
    metadataTimeoutMs: 300,
    ipfsGateway: undefined as string | undefined,
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '')
      if (req.url === '/ok.json')
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"ok"}')
      else if (req.url === '/big')
        res.writeHead(200, { 'content-type': 'application/json' }).end('x'.repeat(2000))
      else if (req.url === '/big-chunked') {
        // no content-length: the cap applies while reading
        res.writeHead(200, { 'content-type': 'application/json' })
        const timer = setInterval(() => res.write('x'.repeat(256)), 5)
        res.on('close', () => clearInterval(timer))
      } else if (req.url === '/slow') setTimeout(() => res.writeHead(200).end('{}'), 2000).unref()
      else if (req.url === '/to-file') res.writeHead(302, { location: 'file:///etc/passwd' }).end()
      else if (req.url === '/to-ok') res.writeHead(302, { location: '/ok.json' }).end()
      else if (req.url === '/loop') res.writeHead(302, { location: '/loop' }).end()
      else if (req.url?.startsWith('/ipfs/')) res.writeHead(200).end('{"name":"from ipfs"}')
      else if (req.url === '/gzip.json')
        res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('{"name":"gzip"}'))
      else if (req.url === '/deflate.json')
        res.writeHead(200, { 'content-encoding': 'deflate' }).end(deflateSync('{"name":"deflate"}'))
      else if (req.url === '/br.json')
        res.writeHead(200, { 'content-encoding': 'BR' }).end(brotliCompressSync('{"name":"br"}'))
      else if (req.url === '/identity.json')
        res.writeHead(200, { 'content-encoding': 'identity' }).end('{"name":"identity"}')
      // 100 000 bytes that compress to about 130: the cap applies to what they decode to
      else if (req.url === '/gzip-bomb')
        res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('x'.repeat(100_000)))
      else if (req.url === '/gzip-broken')
        res.writeHead(200, { 'content-encoding': 'gzip' }).end('{"name":"not gzip\u0000"}')
      else if (req.url === '/gzip-twice')
        res.writeHead(200, { 'content-encoding': 'gzip, gzip' }).end(gzipSync(gzipSync('{}')))
      else if (req.url === '/zstd') res.writeHead(200, { 'content-encoding': 'zstd' }).end('(zstd)')
      else if (req.url === '/bad-location') res.writeHead(302, { location: 'http://[not-a-host/' }).end()
      else res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('reads data: URIs (base64 and percent-encoded) and http, following a redirect to http', async () => {
    expect((await readMetadataUri('data:application/json;base64,eyJhIjoxfQ==', limits)).body.toString()).toBe(
      '{"a":1}',
    )
    expect((await readMetadataUri('data:application/json,%7B%22a%22%3A2%7D', limits)).body.toString()).toBe(
      '{"a":2}',
    )
    const ok = await readMetadataUri(`${base}/to-ok`, limits)
    expect([ok.body.toString(), ok.contentType]).toEqual(['{"name":"ok"}', 'application/json'])
  })

  it('refuses a body over the size cap, with or without a content-length', async () => {
    // a generous time cap: this is about size, on a machine that may be busy
    const slowOk = { ...limits, metadataTimeoutMs: 10_000 }
    await expect(readMetadataUri(`${base}/big`, slowOk)).rejects.toThrow('larger than 1024 bytes')
    await expect(readMetadataUri(`${base}/big-chunked`, slowOk)).rejects.toThrow('larger than 1024 bytes')
    await expect(readMetadataUri(`data:text/plain;base64,${'A'.repeat(2000)}`, limits)).rejects.toThrow(
      'larger than 1024 bytes',
    )
  })

  it('gives up after the time cap', async () => {
    const started = Date.now()
    await expect(readMetadataUri(`${base}/slow`, limits)).rejects.toThrow('timed out')
    expect(Date.now() - started).toBeLessThan(1500)
  })

  it('refuses other schemes, also after a redirect, and redirect loops', async () => {
    for (const uri of [
      'file:///etc/passwd',
      'ftp://example.com/x',
      'javascript:alert(1)',
      'gopher://x',
      'nothing',
    ])
      await expect(readMetadataUri(uri, limits)).rejects.toThrow(/refused scheme/)
    await expect(readMetadataUri(`${base}/to-file`, limits)).rejects.toThrow('refused scheme file:')
    await expect(readMetadataUri(`${base}/loop`, limits)).rejects.toThrow('too many redirects')
  })

  it('ipfs:// goes through the configured gateway, and is refused without one', async () => {
    await expect(readMetadataUri('ipfs://bafy/1.json', limits)).rejects.toThrow('no gateway')
    const r = await readMetadataUri('ipfs://bafy/1.json', { ...limits, ipfsGateway: `${base}/ipfs/` })
    expect(r.body.toString()).toBe('{"name":"from ipfs"}')
    expect(hits).toContain('/ipfs/bafy/1.json')
  })

  it('never contacts a private, loopback or link-local address unless allowed: the local server sees nothing', async () => {
    const strict = { ...limits, allowPrivateMetadataHosts: false }
    const before = hits.length
    const port = (server.address() as AddressInfo).port
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '[::ffff:127.0.0.1]', '0.0.0.0', '127.1'])
      await expect(readMetadataUri(`http://${host}:${port}/ok.json`, strict)).rejects.toThrow(
        /private address/,
      )
    expect(hits.length).toBe(before)
  })

  it('issue "Hardening, round two" 8: [::127.0.0.1], [::ffff:0:127.0.0.1] and 6to4 [2002:7f00:1::1] are refused as private before any connection', async () => {
    const strict = { ...limits, allowPrivateMetadataHosts: false }
    const port = (server.address() as AddressInfo).port
    for (const host of ['[::127.0.0.1]', '[::ffff:0:127.0.0.1]', '[2002:7f00:1::1]', '[64:ff9b::127.0.0.1]'])
      await expect(readMetadataUri(`http://${host}:${port}/ok.json`, strict), host).rejects.toThrow(
        'refused: private address',
      )
  })

  it('a name is resolved by the connection itself, once per connection, and refused when any of its addresses is private', async () => {
    const port = (server.address() as AddressInfo).port
    const asked: string[] = []
    const answers: Record<string, string[]> = {
      'meta.test': ['127.0.0.1'],
      // a public address first: the private one still refuses the name, and nothing is contacted
      'mixed.test': ['93.184.216.34', '127.0.0.1'],
      'rebind.test': ['10.0.0.7'],
    }
    const resolve = async (host: string) => {
      asked.push(host)
      return (answers[host] ?? []).map((address) => ({ address, family: 4 }))
    }
    const fetchLimits = { maxBytes: 1024, timeoutMs: 5000, allowPrivateHosts: false, resolve }
    const before = hits.length
    for (const host of ['meta.test', 'mixed.test', 'rebind.test'])
      await expect(fetchUntrusted(`http://${host}:${port}/ok.json`, fetchLimits), host).rejects.toThrow(
        'refused: private address',
      )
    await expect(fetchUntrusted(`http://nowhere.test:${port}/ok.json`, fetchLimits)).rejects.toThrow(
      'no address for the host',
    )
    expect(hits.length).toBe(before)
    expect(asked).toEqual(['meta.test', 'mixed.test', 'rebind.test', 'nowhere.test'])
    // allowed (a local test server): a redirect is a new connection, resolved again
    asked.length = 0
    const ok = await fetchUntrusted(`http://meta.test:${port}/to-ok`, {
      ...fetchLimits,
      allowPrivateHosts: true,
    })
    expect(ok.body.toString()).toBe('{"name":"ok"}')
    expect(asked).toEqual(['meta.test', 'meta.test'])
  })

  it('issue "Hardening, round two" 5: gzip, deflate and br bodies are decoded, other content codings refused', async () => {
    for (const name of ['gzip', 'deflate', 'br', 'identity'])
      expect((await readMetadataUri(`${base}/${name}.json`, limits)).body.toString(), name).toBe(
        `{"name":"${name}"}`,
      )
    await expect(readMetadataUri(`${base}/zstd`, limits)).rejects.toThrow('refused content encoding')
    await expect(readMetadataUri(`${base}/gzip-twice`, limits)).rejects.toThrow('refused content encoding')
    await expect(readMetadataUri(`${base}/gzip-broken`, limits)).rejects.toThrow('malformed compressed body')
  })

  it('issue "Hardening, round two" 5: the size cap applies to what a compressed body decodes to', async () => {
    await expect(
      readMetadataUri(`${base}/gzip-bomb`, { ...limits, metadataTimeoutMs: 10_000 }),
    ).rejects.toThrow('larger than 1024 bytes')
  })

  it("error messages are the fetcher's own words: nothing the remote side sent is echoed", async () => {
    const messages: string[] = []
    for (const path of ['/gzip-broken', '/bad-location', '/nothing-here', '/zstd'])
      messages.push(
        await readMetadataUri(`${base}${path}`, limits).then(
          () => 'resolved',
          (e: Error) => e.message,
        ),
      )
    expect(messages).toEqual([
      'malformed compressed body',
      'malformed URL',
      'HTTP 404',
      'refused content encoding',
    ])
  })

  it('isPrivateAddress: private, loopback, link-local, CGNAT, mapped forms; public addresses pass', () => {
    for (const a of [
      '10.1.2.3',
      '172.31.0.1',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '224.0.0.1',
      'not-an-ip',
    ])
      expect(isPrivateAddress(a), a).toBe(true)
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(a), a).toBe(false)
  })
})
