/**
 * The NFT metadata store with hostile metadata (issue "Hardening, round two" 5), on PGlite: a token
 * URI read from a stand-in for the contract (a viem client whose `readContract` answers what the
 * test says), documents from data: URIs and from a local HTTP server. Whatever the metadata is,
 * `get` resolves, the failure is stored in this module's own words and read from the database the
 * next time, and every text stored passes the unstorable-text rules.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import type { PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/Db.js'
import { openDb } from '../db/Db.js'
import { migrate } from '../db/migrations.js'
import { unstorableInString } from '../util/unstorableText.js'
import { createNftMetadata, type NftMetadataStore } from './createNftMetadata.js'

const CONTRACT = '0x00000000000000000000000000000000000000aa'
const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64')

describe('createNftMetadata with hostile metadata (issue "Hardening, round two" 5)', () => {
  let db: Db
  let server: Server
  let base: string
  let store: NftMetadataStore
  /** token id → what `tokenURI` answers (a string), or an error it throws */
  const uris = new Map<string, string | Error>()
  const reads: string[] = []
  const client = {
    readContract: async ({ args }: { args: [bigint] }) => {
      const id = args[0].toString()
      reads.push(id)
      const v = uris.get(id)
      if (v instanceof Error) throw v
      return v ?? ''
    },
  } as unknown as PublicClient
  const chain = { chainId: 31337, client }
  const get = (id: string) => store.get(chain, CONTRACT, id, 'erc721')
  const stored = async (id: string) =>
    (
      await db.query<Record<string, string | null>>(
        'select token_uri, name, description, image_url, error from nft_metadata where token_id = $1',
        [id],
      )
    )[0]

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/gzip-declared')
        res
          .writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
          .end(gzipSync('{"name":"Declared gzip"}'))
      // gzip bytes that the server does not say are gzip: binary, not UTF-8
      else if (req.url === '/gzip-undeclared')
        res.writeHead(200, { 'content-type': 'application/json' }).end(gzipSync('{"name":"x"}'))
      else if (req.url === '/gzip-bomb')
        res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(' '.repeat(1_000_000)))
      else res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    db = await openDb({ memory: true })
    await migrate(db)
    store = createNftMetadata(db, {
      allowPrivateMetadataHosts: true,
      ipfsGateway: undefined,
      metadataMaxBytes: 64 * 1024,
      metadataTimeoutMs: 5000,
    })
  }, 60_000)
  afterAll(async () => {
    await db?.close()
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
  })

  it('a data: URI holding one NUL byte is a clean failure, stored and read from the database the next time', async () => {
    uris.set('1', 'data:application/json,%00')
    expect(await get('1')).toEqual({
      name: null,
      description: null,
      imageUrl: null,
      error: 'metadata is not JSON',
    })
    expect(await stored('1')).toEqual({
      token_uri: 'data:application/json,%00',
      name: null,
      description: null,
      image_url: null,
      error: 'metadata is not JSON',
    })
    const before = reads.length
    expect((await get('1')).error).toBe('metadata is not JSON')
    expect(reads.length).toBe(before)
    expect(await store.image(chain, CONTRACT, '1', 'erc721')).toEqual({ error: 'metadata is not JSON' })
  })

  it('a gzip body is decoded when declared; undeclared it is not UTF-8; a gzip bomb is refused at the size cap', async () => {
    uris.set('2', `${base}/gzip-declared`)
    uris.set('3', `${base}/gzip-undeclared`)
    uris.set('4', `${base}/gzip-bomb`)
    expect((await get('2')).name).toBe('Declared gzip')
    expect((await get('3')).error).toBe('metadata is not UTF-8')
    expect((await get('4')).error).toBe(`larger than ${64 * 1024} bytes`)
  })

  it('bytes that are not UTF-8 are refused, not turned into U+FFFD', async () => {
    const bytes = Buffer.concat([Buffer.from('{"name":"caf'), Buffer.from([0xe9]), Buffer.from('"}')])
    uris.set('5', `data:application/json;base64,${b64(bytes)}`)
    expect(await get('5')).toMatchObject({ name: null, error: 'metadata is not UTF-8' })
    // a byte-order mark is not an error
    uris.set('6', `data:application/json;base64,${b64(`\ufeff${JSON.stringify({ name: 'With BOM' })}`)}`)
    expect(await get('6')).toMatchObject({ name: 'With BOM', error: null })
  })

  it('escaped NULs and lone surrogates in the document leave those texts out, and the rest stored', async () => {
    const doc =
      '{"name":"a\\u0000b","description":"\\ud800 lone","image":"data:image/png;base64,AA==","x":"\\udfff"}'
    uris.set('7', `data:application/json;base64,${b64(doc)}`)
    expect(await get('7')).toEqual({
      name: null,
      description: null,
      imageUrl: 'data:image/png;base64,AA==',
      error: null,
    })
    uris.set('8', `data:application/json;base64,${b64('{"name":"\\ud83d\\ude00 ok"}')}`)
    expect((await get('8')).name).toBe('\u{1f600} ok')
  })

  it('a contract whose tokenURI fails with hostile text, a token URI with a NUL, and a document that is not an object', async () => {
    uris.set('9', new Error('execution reverted: \u0000\ud800 <b>evil</b>'))
    uris.set('10', 'data:application/json,{}\u0000')
    uris.set('11', 'data:application/json,[1,2]')
    uris.set('12', 'ftp://\u0000/x')
    expect((await get('9')).error).toBe('token URI unreadable')
    expect((await get('10')).error).toBe('metadata is not JSON')
    expect((await stored('10'))?.token_uri).toBeNull()
    expect((await get('11')).error).toBe('metadata is not a JSON object')
    expect((await get('12')).error).toBe('refused scheme ftp')
  })

  it('every text stored passes the unstorable-text rules', async () => {
    const rows = await db.query<Record<string, string | null>>(
      'select token_uri, name, description, image_url, error from nft_metadata',
    )
    expect(rows.length).toBeGreaterThanOrEqual(12)
    for (const row of rows)
      for (const [k, v] of Object.entries(row))
        expect(v === null ? undefined : unstorableInString(v), k).toBeUndefined()
  })
})
