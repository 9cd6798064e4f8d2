/**
 * Generated NFT holdings paged through `GET /v1/account/:owner/nfts` (issue "Hardening, round two"
 * 4: with 54 tokens of one collection the first page came in text order of token id while the
 * cursor compared numbers, and tokens 3–9 were never listed), on PGlite and on PostgreSQL with a
 * real devnet. Each case is a fresh owner with a random set of holdings written as the indexer's
 * rows (`chain_transfers`): up to 4 contracts, up to 70 uint256 token ids of every length (0, small,
 * powers of ten and their neighbours, 2^256 − 1, any), ERC-721 and ERC-1155, some sent away again
 * in full or in part, beside other accounts' tokens. Paging to the end:
 *   - every token the owner holds is listed exactly once, none it does not hold;
 *   - in order: contract, then token id as a number; pages of 20, `next` null only at the end;
 *   - each token with its quantity.
 * `FC_SEED=<n>` replays a run; `FC_SCALE=10` runs ten times the cases.
 */
import { startDevnet } from '@portico/testing/node'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiServer, createApiServer } from '../createApiServer.js'
import { DB_VARIANTS } from '../test/dbVariants.js'

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const scale = Number(process.env.FC_SCALE ?? 1)
const RUNS = 40
const PAGE = 20
const ZERO = `0x${'0'.repeat(40)}`
const MAX = 2n ** 256n - 1n
const hex40 = fc.stringMatching(/^[0-9a-f]{40}$/).map((h) => `0x${h}`)

/** uint256 token ids, weighted to where text and numeric order differ */
const tokenId = fc.oneof(
  fc.bigInt({ min: 0n, max: 120n }),
  fc
    .tuple(fc.integer({ min: 1, max: 77 }), fc.integer({ min: -3, max: 3 }))
    .map(([e, d]) => 10n ** BigInt(e) + BigInt(d))
    .filter((v) => v >= 0n && v <= MAX),
  fc.bigInt({ min: 0n, max: MAX }),
  fc.constantFrom(0n, 1n, 9n, 10n, 2n ** 64n, 2n ** 255n, MAX),
)

interface Holding {
  contract: number
  id: bigint
  kind: 'erc721' | 'erc1155'
  amount: bigint
  /** sent away again afterwards: all of it, part of it, or none */
  out: bigint
}

const holdings = fc
  .record({
    contracts: fc.uniqueArray(hex40, { minLength: 1, maxLength: 4 }),
    tokens: fc.uniqueArray(
      fc.record({
        contract: fc.nat(3),
        id: tokenId,
        erc1155: fc.boolean(),
        amount: fc.bigInt({ min: 1n, max: 5n }),
        out: fc.oneof({ weight: 4, arbitrary: fc.constant('none') }, fc.constantFrom('all', 'part')),
      }),
      { maxLength: 70, size: 'max', selector: (t) => `${t.contract}/${t.id}` },
    ),
  })
  .map(({ contracts, tokens }) => ({
    contracts,
    tokens: tokens.map(
      (t): Holding => ({
        contract: t.contract % contracts.length,
        id: t.id,
        kind: t.erc1155 ? 'erc1155' : 'erc721',
        amount: t.erc1155 ? t.amount : 1n,
        out:
          t.out === 'all' ? (t.erc1155 ? t.amount : 1n) : t.out === 'part' && t.erc1155 ? t.amount - 1n : 0n,
      }),
    ),
  }))
  // the same token id in two contracts is the same token to no one
  .map((h) => ({
    ...h,
    tokens: h.tokens.filter(
      (t, i) => h.tokens.findIndex((u) => u.contract === t.contract && u.id === t.id) === i,
    ),
  }))

describe.each(DB_VARIANTS)(
  'NFT list paging under generated holdings on $name (issue "Hardening, round two" 4)',
  (variant) => {
    let devnet: Awaited<ReturnType<typeof startDevnet>>
    let server: ApiServer
    let stopDb: () => Promise<void>
    let cases = 0
    let listed = 0

    beforeAll(async () => {
      const db = await variant.start('portico_nft_paging')
      stopDb = db.stop
      devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
      server = await createApiServer({
        databaseUrl: 'memory:',
        ...db.config,
        chains: [{ chainId: 31337, name: 'Devnet', rpcUrl: devnet.chains[0]!.rpcUrl }],
        indexer: { enabled: false, intervalMs: 1000 },
        logRequests: false,
        log: () => {},
      })
    }, 90_000)
    afterAll(async () => {
      await server?.close()
      await devnet?.stop()
      await stopDb?.()
      console.log(
        `NFT paging fuzz on ${variant.name}: ${cases} generated owners, ${listed} tokens listed${seed === undefined ? '' : ` (FC_SEED=${seed})`}`,
      )
    })

    /** the indexer's rows for one owner's holdings (block 0, which no rewind removes), and noise */
    const write = async (owner: string, contracts: string[], tokens: Holding[]) => {
      const rows: unknown[][] = []
      const stranger = `0x${(cases + 1).toString(16).padStart(40, 'e')}`
      for (const t of tokens) {
        const contract = contracts[t.contract]!
        rows.push([t.kind, contract, t.id.toString(), ZERO, owner, t.amount.toString()])
        if (t.out > 0n) rows.push([t.kind, contract, t.id.toString(), owner, stranger, t.out.toString()])
        // another account's token beside it: never the owner's
        rows.push([t.kind, contract, (t.id === MAX ? t.id - 1n : t.id + 1n).toString(), ZERO, stranger, '1'])
      }
      if (rows.length === 0) return
      const params: unknown[] = []
      const values = rows.map((r, i) => {
        params.push(cases * 1000 + Math.floor(i / 1000), i % 1000, ...r)
        const n = params.length
        return `(31337, 0, $${n - 7}, $${n - 6}, 0, $${n - 5}, $${n - 4}, $${n - 3}::numeric, $${n - 2}, $${n - 1}, $${n}::numeric)`
      })
      await server.db.query(
        `insert into chain_transfers (chain_id, block_number, tx_index, log_index, sub_index, kind, token_address,
         token_id, from_address, to_address, amount) values ${values.join(', ')}`,
        params,
      )
    }

    it(
      'every token held is listed exactly once, in order of contract and numeric token id, across pages',
      () =>
        fc.assert(
          fc.asyncProperty(holdings, async ({ contracts, tokens }) => {
            cases++
            const owner = `0x${cases.toString(16).padStart(40, 'a')}`
            await write(owner, contracts, tokens)
            const expected = tokens
              .filter((t) => t.amount - t.out > 0n)
              .map((t) => ({ contract: contracts[t.contract]!, id: t.id, quantity: t.amount - t.out }))
              .sort((a, b) =>
                a.contract !== b.contract
                  ? a.contract < b.contract
                    ? -1
                    : 1
                  : a.id < b.id
                    ? -1
                    : a.id > b.id
                      ? 1
                      : 0,
              )
              .map((t) => `${t.contract}/${t.id}×${t.quantity}`)
            const pages: string[][] = []
            let cursor: string | null = null
            do {
              const res = await server.app.request(
                `/v1/account/${owner}/nfts?chainId=eip155:31337${cursor ? `&cursor=${cursor}` : ''}`,
              )
              const text = await res.text()
              expect(res.status, text.slice(0, 300)).toBe(200)
              const page = JSON.parse(text) as {
                data: { contract: string; tokenId: string; quantity: string }[]
                next: string | null
              }
              pages.push(page.data.map((n) => `${n.contract}/${n.tokenId}×${n.quantity}`))
              cursor = page.next
            } while (cursor && pages.length <= expected.length / PAGE + 1)
            expect(cursor, 'next is null at the end').toBeNull()
            expect(pages.flat()).toEqual(expected)
            const sizes = pages.map((p) => p.length)
            expect(sizes.slice(0, -1).every((n) => n === PAGE)).toBe(true)
            listed += expected.length
          }),
          { numRuns: Math.round(RUNS * scale), seed },
        ),
      120_000 * scale,
    )
  },
)
