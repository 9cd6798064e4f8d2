/**
 * Generated hostile NFT metadata through the real server (issue "Hardening, round two" 5: one token
 * whose metadata held a NUL byte, or a gzip body, made its owner's list a 500 for good). One server
 * (PGlite in memory, `app.request`) on a real devnet; one ERC-721 collection; an owner that holds a
 * good token (id 0) and, case by case, one more token whose metadata fast-check makes
 * (`test/nftMetadataArbitraries.ts`): bytes that are JSON with hostile texts or not JSON at all, not
 * UTF-8, with a NUL, cut short, deep; carried by a data: URI (base64, percent-encoded, raw) or by a
 * local HTTP host's answer with any content coding (declared, mislabelled, stacked, unknown) and
 * compression bombs past the size cap. Token ids go down case by case, so the newest token is
 * always on the first page, beside the good one and the previous cases' tokens. For every case:
 *   - the list answers 200, with the good token as it was and the new token;
 *   - the new token's metadata is stored (a second list fetches nothing), and when it failed the
 *     failure is one of the store's own texts and the token shows as `Collection #id`, no image;
 *   - every text stored passes the unstorable-text rules;
 *   - the image route answers the picture or 404 `{ error: "No image" }`, never a 5xx.
 * `FC_SEED=<n>` replays a run; `FC_SCALE=10` runs ten times the cases.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { deployErc721, mintErc721, startDevnet } from '@portico/testing/node'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiServer, createApiServer } from '../createApiServer.js'
import {
  answer,
  dataUri,
  documentBytes,
  type HostileAnswer,
  PNG_1X1,
} from '../test/nftMetadataArbitraries.js'
import { unstorableInString } from '../util/unstorableText.js'

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const scale = Number(process.env.FC_SCALE ?? 1)
const RUNS = 80
const MAX_BYTES = 4096
const COLLECTION = 'Fuzz Meta'
const OWNER = '0x000000000000000000000000000000000000f00d'
/** the store's and the fetcher's own words for a failure */
const FAILURE =
  /^(token URI unreadable|metadata (is not UTF-8|is not JSON|is not a JSON object|unreadable)|malformed (data: URI|URL|compressed body)|larger than \d+ bytes|timed out|too many redirects|refused (scheme [a-z0-9+.-]*:?|\(none\)|content encoding|: private address|: credentials in the URL)|refused scheme \(none\)|HTTP (\d+|status missing)|(connection failed|reading the body failed)( \([A-Z0-9_]+\))?|no address for the host|host not found|ipfs: no gateway configured)$/

type Nft = { tokenId: string; name: string; imageUrl: string | null; description?: string }

describe('NFT metadata store under generated hostile metadata (issue "Hardening, round two" 5)', () => {
  let devnet: Awaited<ReturnType<typeof startDevnet>>
  let rpcUrl: string
  let server: ApiServer
  let host: Server
  let base: string
  let collection: `0x${string}`
  const answers = new Map<string, HostileAnswer>()
  const hits: string[] = []
  let cases = 0
  const failures = new Map<string, number>()

  beforeAll(async () => {
    host = createServer((req, res) => {
      hits.push(req.url ?? '')
      const a = answers.get(req.url ?? '')
      if (!a) return void res.writeHead(404).end()
      try {
        res.writeHead(a.status, a.headers).end(a.body)
      } catch {
        // a header value node will not send: the case goes out without it
        res.writeHead(a.status).end(a.body)
      }
    })
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`
    devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
    rpcUrl = devnet.chains[0]!.rpcUrl
    collection = await deployErc721({
      rpcUrl,
      name: COLLECTION,
      symbol: 'FM',
      mint: [
        {
          to: OWNER,
          tokenId: 0n,
          uri: `data:application/json,${JSON.stringify({ name: 'Good', image: `data:image/png;base64,${PNG_1X1.toString('base64')}` })}`,
        },
      ],
    })
    server = await createApiServer({
      databaseUrl: 'memory:',
      chains: [{ chainId: 31337, name: 'Devnet', rpcUrl }],
      indexer: { enabled: false, intervalMs: 1000 },
      allowPrivateMetadataHosts: true,
      metadataMaxBytes: MAX_BYTES,
      metadataTimeoutMs: 5000,
      logRequests: false,
      log: () => {},
    })
  }, 90_000)
  afterAll(async () => {
    await server?.close()
    await devnet?.stop()
    host?.closeAllConnections()
    await new Promise((resolve) => host?.close(resolve))
    console.log(
      `NFT metadata fuzz: ${cases} generated tokens${seed === undefined ? '' : ` (FC_SEED=${seed})`}; stored as:\n${[
        ...failures,
      ]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `  ${String(n).padStart(4)}  ${k}`)
        .join('\n')}`,
    )
  })

  const list = async () => {
    const res = await server.app.request(`/v1/account/${OWNER}/nfts?chainId=eip155:31337`)
    const text = await res.text()
    expect(res.status, text.slice(0, 300)).toBe(200)
    return JSON.parse(text) as { data: Nft[] }
  }

  it(
    'the list never answers 5xx, the good token stays, a bad token is a clean failure, stored once',
    () => {
      const delivery = (n: number) =>
        fc.oneof(
          {
            weight: 1,
            arbitrary: documentBytes(`${base}/img/${n}`)
              .filter((b) => b.length <= 1500)
              .chain(dataUri)
              .map((uri) => ({ uri, http: undefined, image: undefined })),
          },
          {
            weight: 2,
            arbitrary: fc
              .tuple(
                answer(documentBytes(`${base}/img/${n}`)),
                answer(
                  fc.oneof(
                    fc.constant(PNG_1X1),
                    fc.uint8Array({ maxLength: 64 }).map((u) => Buffer.from(u)),
                  ),
                ),
              )
              .map(([http, image]) => ({ uri: `${base}/case/${n}`, http, image })),
          },
        )
      return fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: 2 ** 31 }).chain((n) => delivery(n).map((d) => ({ n, ...d }))),
          async ({ uri, http, image }) => {
            cases++
            // newest token, smallest id: always on the first page after the good token (id 0)
            const tokenId = BigInt(10_000_000 - cases)
            if (http) answers.set(`/case/${uri.split('/').pop()}`, http)
            if (image) answers.set(`/img/${uri.split('/').pop()}`, image)
            await mintErc721({ rpcUrl, collection, to: OWNER, tokenId, uri })
            const { data } = await list()
            expect(data[0], 'the good token').toMatchObject({ tokenId: '0', name: 'Good' })
            expect(data[0]!.imageUrl).not.toBeNull()
            const mine = data.find((t) => t.tokenId === String(tokenId))
            expect(mine, 'the new token is listed').toBeDefined()
            const [row] = await server.db.query<Record<string, string | null>>(
              `select token_uri, name, description, image_url, error from nft_metadata
               where contract = $1 and token_id = $2`,
              [collection.toLowerCase(), tokenId.toString()],
            )
            expect(row, 'stored').toBeDefined()
            for (const [k, v] of Object.entries(row!))
              expect(v === null ? undefined : unstorableInString(v), k).toBeUndefined()
            failures.set(
              row!.error ?? '(metadata read)',
              (failures.get(row!.error ?? '(metadata read)') ?? 0) + 1,
            )
            if (row!.error !== null) {
              expect(row!.error).toMatch(FAILURE)
              expect(mine).toMatchObject({ name: `${COLLECTION} #${tokenId}`, imageUrl: null })
            }
            // stored: the next list fetches nothing
            const before = hits.length
            expect((await list()).data.find((t) => t.tokenId === String(tokenId))).toEqual(mine)
            expect(hits.slice(before)).toEqual([])
            const img = await server.app.request(`/v1/nft/image/eip155:31337/${collection}/${tokenId}`)
            if (img.status !== 200)
              expect([img.status, await img.json()]).toEqual([404, { error: 'No image' }])
            else expect(mine?.imageUrl).not.toBeNull()
          },
        ),
        { numRuns: Math.round(RUNS * scale), seed },
      )
    },
    120_000 * scale,
  )
})
