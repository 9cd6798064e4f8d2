import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
