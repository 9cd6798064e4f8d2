/** The explorer and blockchain clients (SPEC §7, §9) and their timeouts. Setup: apiClients.testSetup.ts. */
import { describe, expect, it, vi } from 'vitest'
import { isPorticoError } from '../errors/PorticoError.js'
import { balance, common, json, mockFetch } from './apiClients.testSetup.js'
import { apiFetch, type FetchFn } from './apiFetch.js'
import { createBlockchainClient } from './createBlockchainClient.js'
import { createExplorerClient } from './createExplorerClient.js'

describe('explorer client', () => {
  it('§7 sends projectId, st, sv and the optional clientId on every call', async () => {
    const { fetch, calls } = mockFetch(() => json({ data: [], count: 0 }))
    await createExplorerClient({ ...common, clientId: 'c9', fetch }).getWallets({ include: ['a', 'b'] })
    const q = calls[0]!.url.searchParams
    expect([q.get('projectId'), q.get('st'), q.get('sv'), q.get('clientId')]).toEqual([
      'p1',
      'appkit',
      'portico-1',
      'c9',
    ])
    expect(q.get('include')).toBe('a,b')
  })

  it('§7 getWallets chains: lists and searches ask for the wallets of the app’s networks; a call may ask for any chain', async () => {
    const { fetch, calls } = mockFetch(() => json({ data: [], count: 0 }))
    const client = createExplorerClient({
      ...common,
      fetch,
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    })
    await client.getWallets({ page: 1 })
    await client.searchWallets('phan')
    await client.getWallets({ include: ['f1'], chains: [] })
    expect(calls.map((c) => c.url.searchParams.get('chains'))).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      null,
    ])
  })

  it('§9 list pages hold 40 wallets and search asks for up to 100 results', async () => {
    const { fetch, calls } = mockFetch(() => json({ data: [], count: 0 }))
    const client = createExplorerClient({ ...common, fetch })
    await client.getWallets({ page: 2 })
    await client.searchWallets('rain')
    expect(calls[0]!.url.searchParams.get('entries')).toBe('40')
    expect(calls[1]!.url.searchParams.get('entries')).toBe('100')
    expect(calls[1]!.url.searchParams.get('search')).toBe('rain')
  })

  it('§7 non-2xx throws "HTTP status code: {n}"', async () => {
    const { fetch } = mockFetch(() => json({ error: 'x' }, 503))
    const err = await createExplorerClient({ ...common, fetch })
      .getWallets()
      .catch((e: unknown) => e)
    expect(isPorticoError(err, 'HTTP_STATUS')).toBe(true)
    expect((err as Error).message).toBe('HTTP status code: 503')
  })

  it('a malformed response is a typed API_RESPONSE_INVALID error, not a crash', async () => {
    const { fetch } = mockFetch(() => json({ data: [{ nope: true }], count: 'many' }))
    const err = await createExplorerClient({ ...common, fetch })
      .getWallets()
      .catch((e: unknown) => e)
    expect(isPorticoError(err, 'API_RESPONSE_INVALID')).toBe(true)
    const { fetch: notJson } = mockFetch(() => new Response('<html>', { status: 200 }))
    const err2 = await createExplorerClient({ ...common, fetch: notJson })
      .getAllowedOrigins()
      .catch((e: unknown) => e)
    expect(isPorticoError(err2, 'API_RESPONSE_INVALID')).toBe(true)
  })

  it('a network failure is API_UNAVAILABLE', async () => {
    const err = await createExplorerClient({
      ...common,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    })
      .getWallets()
      .catch((e: unknown) => e)
    expect(isPorticoError(err, 'API_UNAVAILABLE')).toBe(true)
  })
})

describe('blockchain client', () => {
  it('§9 balance is cached 30 s (forceUpdate bypasses) and §5 tokens with decimals 0 are dropped', async () => {
    let t = 0
    const { fetch, calls } = mockFetch(() => json({ balances: [balance('ETH', '18'), balance('PTS', '0')] }))
    const client = createBlockchainClient({ ...common, fetch, now: () => t })
    const first = await client.getBalance({ address: '0xabc', chainId: 'eip155:1' })
    expect(first.map((b) => b.symbol)).toEqual(['ETH'])
    t = 29_999
    await client.getBalance({ address: '0xabc', chainId: 'eip155:1' })
    expect(calls).toHaveLength(1)
    await client.getBalance({ address: '0xabc', chainId: 'eip155:1', forceUpdate: true })
    expect(calls).toHaveLength(2)
    t = 60_000
    await client.getBalance({ address: '0xabc', chainId: 'eip155:1' })
    expect(calls).toHaveLength(3)
  })

  it('§9 portfolio (all chains) is cached 30 s', async () => {
    let t = 0
    const { fetch, calls } = mockFetch(() => json({ balances: [] }))
    const client = createBlockchainClient({ ...common, fetch, now: () => t })
    await client.getBalance({ address: '0xabc' })
    t = 20_000
    await client.getBalance({ address: '0xabc' })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url.searchParams.has('chainId')).toBe(false)
  })

  it('§9 a failed balance fetch locks retries for 30 s, returning an empty list', async () => {
    let t = 0
    let fail = true
    const { fetch, calls } = mockFetch(() =>
      fail ? json({ error: 'down' }, 500) : json({ balances: [balance('ETH', '18')] }),
    )
    const client = createBlockchainClient({ ...common, fetch, now: () => t })
    await expect(client.getBalance({ address: '0xabc', chainId: 'eip155:1' })).rejects.toThrow(
      'HTTP status code: 500',
    )
    fail = false
    t = 29_000
    expect(await client.getBalance({ address: '0xabc', chainId: 'eip155:1' })).toEqual([])
    expect(calls).toHaveLength(1)
    t = 30_001
    expect(await client.getBalance({ address: '0xabc', chainId: 'eip155:1' })).toHaveLength(1)
  })

  it('§9 identity is cached 5 minutes', async () => {
    let t = 0
    const { fetch, calls } = mockFetch(() => json({ name: 'ann.wcn.id', avatar: null }))
    const client = createBlockchainClient({ ...common, fetch, now: () => t })
    await client.getIdentity('0xAbC')
    t = 299_000
    await client.getIdentity('0xabc')
    expect(calls).toHaveLength(1)
    t = 300_001
    await client.getIdentity('0xabc')
    expect(calls).toHaveLength(2)
  })

  it('§7 calls are skipped with empty results while the active network is unsupported', async () => {
    const fetch = vi.fn<FetchFn>()
    const client = createBlockchainClient({ ...common, fetch, isUnsupported: () => true })
    expect(await client.getBalance({ address: '0x1' })).toEqual([])
    expect(await client.getHistory({ address: '0x1' })).toEqual({ data: [], next: null })
    expect(await client.getIdentity('0x1')).toEqual({ name: null, avatar: null })
    expect(await client.getSupportedChains()).toEqual({ http: [], ws: [] })
    expect(await client.reverseLookup('0x1')).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('§7 the RPC URL carries chainId and projectId', () => {
    const client = createBlockchainClient(common)
    const url = new URL(client.rpcUrl('eip155:31337'))
    expect(url.pathname).toBe('/v1/')
    expect(url.searchParams.get('chainId')).toBe('eip155:31337')
    expect(url.searchParams.get('projectId')).toBe('p1')
  })
})

describe('API calls time out (issue "Hardening" 7, issue 27 item 7)', () => {
  const WALLETS = JSON.stringify({ data: [], count: 0 })
  const schema = { safeParse: (v: unknown) => ({ success: true as const, data: v }) }

  it('a server that never answers counts as API_TIMEOUT after the timeout, not loading forever', async () => {
    const hanging: FetchFn = (_input, init) =>
      new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    const started = Date.now()
    const error = await apiFetch(hanging, 'http://127.0.0.1:1/getWallets', undefined, {
      timeoutMs: 50,
    }).catch((e) => e)
    expect(isPorticoError(error, 'API_TIMEOUT')).toBe(true)
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('a fetch that ignores its signal still ends at the timeout, and its late answer is dropped', async () => {
    // a host's fetch wrapper that drops init.signal: the answer comes after 300 ms
    let answered = false
    const deaf: FetchFn = () =>
      new Promise((r) =>
        setTimeout(() => {
          answered = true
          r(new Response(WALLETS))
        }, 300),
      )
    const error = await apiFetch(deaf, 'http://127.0.0.1:1/getWallets', schema, { timeoutMs: 50 }).catch(
      (e) => e,
    )
    expect(isPorticoError(error, 'API_TIMEOUT')).toBe(true)
    expect((error as Error).message).toBe('The API did not answer in time')
    expect(answered).toBe(false)
  })

  it('a body that stalls after the headers is API_TIMEOUT, not an invalid response', async () => {
    // the headers come at once; the body's first bytes, then nothing until the request is aborted
    const stalled: FetchFn = async (_input, init) =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(c) {
            c.enqueue(new TextEncoder().encode('{"data":['))
            init?.signal?.addEventListener('abort', () => c.error(init.signal?.reason))
          },
        }),
      )
    const error = await apiFetch(stalled, 'http://127.0.0.1:1/getWallets', schema, { timeoutMs: 50 }).catch(
      (e) => e,
    )
    expect(isPorticoError(error, 'API_TIMEOUT')).toBe(true)
  })

  it('a caller that gives up (a newer search, a retry) aborts the request: REQUEST_ABORTED', async () => {
    let signal: AbortSignal | undefined
    const hanging: FetchFn = (_input, init) => {
      signal = init?.signal ?? undefined
      return new Promise(() => undefined)
    }
    const caller = new AbortController()
    const call = apiFetch(hanging, 'http://127.0.0.1:1/getWallets', schema, { signal: caller.signal })
    caller.abort()
    const error = await call.catch((e) => e)
    expect(isPorticoError(error, 'REQUEST_ABORTED')).toBe(true)
    expect(signal?.aborted).toBe(true)
  })

  it('an answer within the timeout is the answer, whatever the fetch does with the signal', async () => {
    const quick: FetchFn = () => Promise.resolve(new Response(WALLETS))
    expect(await apiFetch(quick, 'http://127.0.0.1:1/getWallets', schema, { timeoutMs: 50 })).toEqual({
      data: [],
      count: 0,
    })
  })
})
