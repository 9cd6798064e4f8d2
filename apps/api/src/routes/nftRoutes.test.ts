/**
 * The NFT list and image routes against the real server on PGlite and on PostgreSQL, with anvil
 * (issue "Hardening, round two" 4, 5 and 8): paging in numeric order of uint256 token ids, hostile
 * metadata (a NUL byte, gzip, bytes that are not UTF-8) kept as a clean failure beside the rest of
 * the list, and one answer for every image the route does not serve.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import {
  airdropErc721,
  deployErc721,
  labNftMetadataUri,
  mintErc721,
  startDevnet,
} from '@portico/testing/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiServer, createApiServer } from '../createApiServer.js'
import { DB_VARIANTS } from '../test/dbVariants.js'

type Nft = { contract: string; tokenId: string; name: string; imageUrl: string | null }
const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64')
/** `count` distinct addresses nobody holds a key for */
const owner = (n: number) => `0x${(0xa000 + n).toString(16).padStart(40, '0')}` as `0x${string}`

describe.each(DB_VARIANTS)('NFT routes on $name (issue "Hardening, round two")', (variant) => {
  let devnet: Awaited<ReturnType<typeof startDevnet>>
  let rpcUrl: string
  let server: ApiServer
  let url: string
  let stopDb: () => Promise<void>
  let metadataHost: Server
  let metadataBase: string
  const metadataHits: string[] = []

  const page = async (address: string, cursor?: string) => {
    const res = await fetch(
      `${url}/v1/account/${address}/nfts?chainId=eip155:31337${cursor ? `&cursor=${cursor}` : ''}`,
    )
    const body = await res.text()
    expect(res.status, body).toBe(200)
    return JSON.parse(body) as { data: Nft[]; next: string | null }
  }
  const allPages = async (address: string) => {
    const pages: Nft[][] = []
    let cursor: string | undefined
    do {
      const p = await page(address, cursor)
      pages.push(p.data)
      cursor = p.next ?? undefined
    } while (cursor && pages.length < 50)
    return pages
  }

  beforeAll(async () => {
    metadataHost = createServer((req, res) => {
      metadataHits.push(req.url ?? '')
      if (req.url === '/gzip-declared.json')
        res
          .writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
          .end(gzipSync(JSON.stringify({ name: 'Gzipped', image: `${metadataBase}/image.html` })))
      else if (req.url === '/gzip-undeclared.json')
        res.writeHead(200, { 'content-type': 'application/json' }).end(gzipSync('{"name":"never read"}'))
      else if (req.url === '/image.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<b>x</b>')
      else res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => metadataHost.listen(0, '127.0.0.1', resolve))
    metadataBase = `http://127.0.0.1:${(metadataHost.address() as AddressInfo).port}`
    const db = await variant.start('portico_nft_routes')
    stopDb = db.stop
    devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
    rpcUrl = devnet.chains[0]!.rpcUrl
    server = await createApiServer({
      databaseUrl: 'memory:',
      ...db.config,
      chains: [{ chainId: 31337, name: 'Devnet', rpcUrl }],
      indexer: { enabled: false, intervalMs: 1000 },
      // the metadata of these tests is served on 127.0.0.1
      allowPrivateMetadataHosts: true,
      logRequests: false,
      log: () => {},
    })
    url = (await server.listen(0)).url
  }, 90_000)
  afterAll(async () => {
    await server?.close()
    await devnet?.stop()
    await stopDb?.()
    metadataHost?.closeAllConnections()
    await new Promise((resolve) => metadataHost?.close(resolve))
  })

  it('issue "Hardening, round two" 4: 54 tokens of one collection are all listed, once each, in numeric order of token id', async () => {
    const collection = await deployErc721({ rpcUrl, name: 'Fifty Four', symbol: 'FF' })
    await airdropErc721({
      rpcUrl,
      collection,
      to: Array.from({ length: 54 }, () => owner(1)),
      firstId: 1n,
      uri: 'data:application/json,{}',
    })
    const pages = await allPages(owner(1))
    expect(pages.map((p) => p.length)).toEqual([20, 20, 14])
    expect(pages.flat().map((n) => n.tokenId)).toEqual(Array.from({ length: 54 }, (_, i) => String(i + 1)))
  })

  it('issue "Hardening, round two" 4: uint256 token ids of every length, in two collections, page in numeric order', async () => {
    const ids = [
      0n,
      7n,
      10n,
      99n,
      100n,
      999_999_999n,
      1_000_000_000n,
      2n ** 63n,
      2n ** 64n,
      10n ** 38n,
      2n ** 255n,
      10n ** 77n,
      2n ** 256n - 1n,
      ...Array.from({ length: 12 }, (_, i) => BigInt(11 + i * 7)),
    ]
    const [a, b] = [
      await deployErc721({ rpcUrl, name: 'Wide A', symbol: 'WA' }),
      await deployErc721({ rpcUrl, name: 'Wide B', symbol: 'WB' }),
    ]
    for (const collection of [a, b])
      for (const tokenId of ids)
        await mintErc721({ rpcUrl, collection, to: owner(2), tokenId, uri: 'data:application/json,{}' })
    const listed = (await allPages(owner(2))).flat().map((n) => `${n.contract}/${n.tokenId}`)
    const sorted = [...ids].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)).map(String)
    const [first, second] = [a, b].map((c) => c.toLowerCase()).sort()
    expect(listed).toEqual([...sorted.map((t) => `${first}/${t}`), ...sorted.map((t) => `${second}/${t}`)])
  })

  it('issue "Hardening, round two" 5: hostile metadata (a NUL byte, gzip, not UTF-8, lone surrogates) leaves the list whole, each such token a clean failure', async () => {
    const collection = await deployErc721({ rpcUrl, name: 'Hostile Meta', symbol: 'HM' })
    const notUtf8 = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')])
    const uris: Record<string, string> = {
      1: labNftMetadataUri({ tokenId: 1n, collection: 'Hostile Meta' }),
      2: 'data:application/json,%00',
      3: `${metadataBase}/gzip-undeclared.json`,
      4: `${metadataBase}/gzip-declared.json`,
      5: `data:application/json;base64,${b64(notUtf8)}`,
      6: `data:application/json;base64,${b64('{"name":"\\ud800","description":"\\u0000"}')}`,
      7: labNftMetadataUri({ tokenId: 7n, collection: 'Hostile Meta' }),
    }
    for (const [id, uri] of Object.entries(uris))
      await mintErc721({ rpcUrl, collection, to: owner(3), tokenId: BigInt(id), uri })
    const { data, next } = await page(owner(3))
    expect(next).toBeNull()
    expect(data.map((n) => [n.tokenId, n.name, n.imageUrl !== null])).toEqual([
      ['1', 'Hostile Meta #1', true],
      ['2', 'Hostile Meta #2', false],
      ['3', 'Hostile Meta #3', false],
      ['4', 'Gzipped', true],
      ['5', 'Hostile Meta #5', false],
      ['6', 'Hostile Meta #6', false],
      ['7', 'Hostile Meta #7', true],
    ])
    const rows = await server.db.query<{ token_id: string; error: string | null }>(
      'select token_id::text, error from nft_metadata where contract = $1 order by token_id',
      [collection.toLowerCase()],
    )
    expect(rows).toEqual([
      { token_id: '1', error: null },
      { token_id: '2', error: 'metadata is not JSON' },
      { token_id: '3', error: 'metadata is not UTF-8' },
      { token_id: '4', error: null },
      { token_id: '5', error: 'metadata is not UTF-8' },
      { token_id: '6', error: null },
      { token_id: '7', error: null },
    ])
    // the failures are kept: the list again fetches nothing
    const hits = metadataHits.length
    expect((await page(owner(3))).data).toEqual(data)
    expect(metadataHits.length).toBe(hits)
    const image = (id: number) => fetch(`${url}/v1/nft/image/eip155:31337/${collection}/${id}`)
    expect((await image(1)).status).toBe(200)
    const bad = await image(2)
    expect([bad.status, await bad.json()]).toEqual([404, { error: 'No image' }])
  })

  it('issue "Hardening, round two" 8: the image route answers one "No image" whatever the reason', async () => {
    const collection = await deployErc721({ rpcUrl, name: 'No Pictures', symbol: 'NP' })
    const reasons = [
      'data:application/json,%00', // no metadata
      'data:application/json,{}', // no image in it
      `data:application/json,{"image":"${metadataBase}/image.html"}`, // a type it does not serve
      `data:application/json,{"image":"${metadataBase}/missing.png"}`, // HTTP 404
      `data:application/json,{"image":"http://127.0.0.1:1/x.png"}`, // nothing listens
      'data:application/json,{"image":"gopher://10.0.0.1/x.png"}', // a scheme it refuses
    ]
    for (const [i, uri] of reasons.entries())
      await mintErc721({ rpcUrl, collection, to: owner(4), tokenId: BigInt(i + 1), uri })
    await page(owner(4))
    for (const i of reasons.keys()) {
      const res = await fetch(`${url}/v1/nft/image/eip155:31337/${collection}/${i + 1}`)
      expect([res.status, await res.json()], reasons[i]).toEqual([404, { error: 'No image' }])
    }
  })
})
