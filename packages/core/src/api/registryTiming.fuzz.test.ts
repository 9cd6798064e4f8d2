/**
 * Generated slow registries (issue 27 item 7): whenever `/getWallets` answers (its headers and its
 * body each at any time up to 20 s), whether the fetch honours its abort signal or not, the wallet
 * list stops loading within the API timeout (300 ms more for a search, SPEC §9): with the page, or
 * with a typed error (API_TIMEOUT when the answer came too late). Try again then lists the page
 * once: the first request's answer, when it finally comes, changes nothing. FC_SEED replays a
 * failing run.
 */
import fc from 'fast-check'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { API_TIMEOUT_MS, type FetchFn } from './apiFetch.js'
import { createExplorerClient } from './createExplorerClient.js'
import { createWalletListLoader } from './createWalletListLoader.js'

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
let runs = 0
afterAll(() => console.log(`generated slow registries: ${runs}`))
afterEach(() => {
  vi.useRealTimers()
})

const SEARCH_WAIT_MS = 300
const PAGE = JSON.stringify({
  data: Array.from({ length: 40 }, (_, i) => ({ id: `w${i}`, name: `Wallet ${i}`, chains: [] })),
  count: 95,
})
const none = { includeWalletIds: [], excludeWalletIds: [], featuredWalletIds: [], customWallets: [] }

const slowAnswer = fc.record({
  /** when the headers come, then how long the rest of the body takes */
  headersMs: fc.integer({ min: 0, max: 20_000 }),
  bodyMs: fc.integer({ min: 0, max: 20_000 }),
  /** a host's fetch wrapper may drop the signal: the timeout must hold without it */
  honoursSignal: fc.boolean(),
  body: fc.constantFrom(PAGE, '{"data":[', '<html>'),
  mode: fc.constantFrom('page' as const, 'search' as const),
})

type SlowAnswer = typeof slowAnswer extends fc.Arbitrary<infer T> ? T : never

/** the first request answers as generated; every later one answers the page at once */
function registryFetch(a: SlowAnswer): FetchFn {
  let first = true
  const encode = (s: string) => new TextEncoder().encode(s)
  return (_input, init) => {
    if (!first) return Promise.resolve(new Response(PAGE))
    first = false
    const signal = init?.signal
    return new Promise((resolve, reject) => {
      if (a.honoursSignal) signal?.addEventListener('abort', () => reject(signal.reason))
      setTimeout(() => {
        const half = Math.floor(a.body.length / 2)
        const body = new ReadableStream<Uint8Array>({
          start(c) {
            c.enqueue(encode(a.body.slice(0, half)))
            if (a.honoursSignal) signal?.addEventListener('abort', () => c.error(signal.reason))
            setTimeout(() => {
              if (a.honoursSignal && signal?.aborted) return
              c.enqueue(encode(a.body.slice(half)))
              c.close()
            }, a.bodyMs)
          },
        })
        resolve(new Response(body))
      }, a.headersMs)
    })
  }
}

describe('slow registries, generated (issue 27 item 7)', () => {
  it('the list stops loading within the API timeout, with the page or a typed error; Try again lists it once', async () => {
    await fc.assert(
      fc.asyncProperty(slowAnswer, async (a) => {
        runs++
        vi.useFakeTimers()
        try {
          const explorer = createExplorerClient({
            baseUrl: 'http://127.0.0.1:9',
            projectId: 'p',
            sdkType: 'appkit',
            sdkVersion: 'test',
            fetch: registryFetch(a),
          })
          const list = createWalletListLoader(explorer, none)
          const busy = () => list.getState().loading || list.getState().searching
          const bound = API_TIMEOUT_MS + (a.mode === 'search' ? SEARCH_WAIT_MS : 0)
          if (a.mode === 'search') list.setSearch('wallet')
          else void list.loadMore()
          await vi.advanceTimersByTimeAsync(bound)
          expect(busy()).toBe(false)
          const inTime = a.headersMs + a.bodyMs < API_TIMEOUT_MS
          const { error, errorCode } = list.getState()
          if (!inTime) expect(errorCode).toBe('API_TIMEOUT')
          else expect(Boolean(error)).toBe(a.body !== PAGE)
          if (error) {
            void list.retry()
            await vi.advanceTimersByTimeAsync(a.mode === 'search' ? SEARCH_WAIT_MS : 0)
            expect(busy()).toBe(false)
          }
          // every late answer has come by now
          await vi.advanceTimersByTimeAsync(40_000)
          expect(list.getState()).toMatchObject({ error: null, loading: false, searching: false })
          expect(list.getState().wallets.map((w) => w.id)).toEqual(
            Array.from({ length: 40 }, (_, i) => `w${i}`),
          )
          if (a.mode === 'page') expect(list.getState().page).toBe(1)
          list.destroy()
        } finally {
          vi.useRealTimers()
        }
      }),
      { numRuns: 200, ...(seed === undefined ? {} : { seed }) },
    )
  })
})
