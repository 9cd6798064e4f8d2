import { describe, expect, it, vi } from 'vitest'
import { isPorticoError } from '../errors/PorticoError.js'
import { apiFetch, type FetchFn } from './apiFetch.js'
import { NAME_LABEL_PATTERN } from './apiSchemas.js'
import { createAnalyticsClient } from './createAnalyticsClient.js'
import { createBlockchainClient } from './createBlockchainClient.js'
import { createExplorerClient } from './createExplorerClient.js'

const common = { baseUrl: 'http://127.0.0.1:1', projectId: 'p1', sdkType: 'appkit', sdkVersion: 'portico-1' }
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const balance = (symbol: string, decimals: string) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  value: 1,
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
})

function mockFetch(handler: (url: URL, init?: RequestInit) => Response | Promise<Response>) {
  const calls: { url: URL; init?: RequestInit }[] = []
  const fetch: FetchFn = async (input, init) => {
    const url = new URL(input)
    calls.push({ url, init })
    return handler(url, init)
  }
  return { fetch, calls }
}

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

describe('analytics client', () => {
  const page = () => ({ url: 'http://127.0.0.1/', domain: '127.0.0.1' })

  it('§7 POST /e carries projectId, st, sv and eventId, url, domain, timestamp, props', async () => {
    const { fetch, calls } = mockFetch(() => json({ ok: true }, 202))
    const client = createAnalyticsClient({
      ...common,
      fetch,
      page,
      enabled: true,
      onInvalidAppConfiguration: vi.fn(),
      now: () => 5,
    })
    expect(await client.send({ type: 'track', event: 'MODAL_OPEN' })).toBe(true)
    expect(calls[0]!.url.pathname).toBe('/e')
    expect(calls[0]!.url.searchParams.get('st')).toBe('appkit')
    const body = JSON.parse(String(calls[0]!.init?.body)) as Record<string, unknown>
    expect(body).toMatchObject({
      url: 'http://127.0.0.1/',
      domain: '127.0.0.1',
      timestamp: 5,
      props: { event: 'MODAL_OPEN' },
    })
    expect(body.eventId).toBeTypeOf('string')
  })

  it('an untrusted 2 MB wallet name in the properties is cut, so the event stays small (issue "Hardening" 7)', async () => {
    const { fetch, calls } = mockFetch(() => json({ ok: true }, 202))
    const client = createAnalyticsClient({
      ...common,
      fetch,
      page,
      enabled: true,
      onInvalidAppConfiguration: vi.fn(),
    })
    const name = 'w'.repeat(2_000_000)
    await client.send({
      type: 'track',
      event: 'SELECT_WALLET',
      properties: { name, list: Array(1000).fill(name) },
    })
    const body = String(calls[0]!.init?.body)
    expect(body.length).toBeLessThan(10_000)
    expect(JSON.parse(body).props.properties.name).toBe(`${'w'.repeat(200)}…`)
  })

  it('§8 HTTP 403 yields Invalid App Configuration once', async () => {
    const onInvalid = vi.fn()
    const { fetch, calls } = mockFetch(() => json({ error: 'forbidden' }, 403))
    const client = createAnalyticsClient({
      ...common,
      fetch,
      page,
      enabled: true,
      onInvalidAppConfiguration: onInvalid,
    })
    await client.send({ type: 'track', event: 'A' })
    await client.send({ type: 'track', event: 'B' })
    expect(onInvalid).toHaveBeenCalledTimes(1)
    expect(calls).toHaveLength(1)
  })

  it('§7 error telemetry is capped at 5 events per 60 s', async () => {
    let t = 0
    const { fetch, calls } = mockFetch(() => json({}, 202))
    const client = createAnalyticsClient({
      ...common,
      fetch,
      page,
      enabled: true,
      onInvalidAppConfiguration: vi.fn(),
      now: () => t,
    })
    for (let i = 0; i < 7; i++) await client.send({ type: 'error', event: `E${i}` })
    expect(calls).toHaveLength(5)
    await client.send({ type: 'track', event: 'not an error' })
    expect(calls).toHaveLength(6)
    t = 60_000
    await client.send({ type: 'error', event: 'later' })
    expect(calls).toHaveLength(7)
  })

  it('§9 nothing is sent when analytics is off', async () => {
    const fetch = vi.fn<FetchFn>()
    const client = createAnalyticsClient({
      ...common,
      fetch,
      page,
      enabled: false,
      onInvalidAppConfiguration: vi.fn(),
    })
    expect(await client.send({ type: 'track', event: 'MODAL_OPEN' })).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('sending never throws when the server is down', async () => {
    const client = createAnalyticsClient({
      ...common,
      fetch: () => Promise.reject(new TypeError('down')),
      page,
      enabled: true,
      onInvalidAppConfiguration: vi.fn(),
    })
    expect(await client.send({ type: 'track', event: 'X' })).toBe(false)
  })
})

describe('§5 name rule', () => {
  it('§5 a name is letters, digits and hyphen only, at least 4 characters', () => {
    expect(NAME_LABEL_PATTERN.test('ab-1')).toBe(true)
    expect(NAME_LABEL_PATTERN.test('abc')).toBe(false)
    expect(NAME_LABEL_PATTERN.test('ab_c')).toBe(false)
    expect(NAME_LABEL_PATTERN.test('ab.cd')).toBe(false)
  })
})

describe('SPEC §8 name API errors carry the first reason description', () => {
  const errorJson = (body: unknown, status: number) =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  const address = '0x0000000000000000000000000000000000000001'
  const body = { coin_type: 60, address, message: '{}', signature: '0x00' }

  it('registerName: HTTP_STATUS with details.reasons from { reasons: [{ description }] }', async () => {
    const { fetch } = mockFetch(() =>
      errorJson(
        { error: 'Name already registered', reasons: [{ description: 'Name already registered' }] },
        409,
      ),
    )
    const err = await createBlockchainClient({ ...common, fetch })
      .registerName(body)
      .catch((e: unknown) => e)
    expect(isPorticoError(err, 'HTTP_STATUS')).toBe(true)
    expect((err as Error).message).toBe('HTTP status code: 409')
    expect((err as { details: unknown }).details).toEqual({
      status: 409,
      reasons: ['Name already registered'],
    })
  })

  it('reasons are bounded and validated: strings only, 5 at most, 200 characters each, small bodies only', async () => {
    const cases: [unknown, unknown][] = [
      [{ reasons: [{ description: 7 }, null, { description: ' ' }] }, { status: 400 }],
      [{ reasons: 'x' }, { status: 400 }],
      ['not json', { status: 400 }],
      [{ reasons: [{ description: 'x'.repeat(5000) }] }, { status: 400 }],
      [
        { reasons: Array.from({ length: 9 }, (_, i) => ({ description: `r${i}${'y'.repeat(300)}` })) },
        { status: 400, reasons: Array.from({ length: 5 }, (_, i) => `r${i}${'y'.repeat(198)}`) },
      ],
    ]
    for (const [reply, details] of cases) {
      const { fetch } = mockFetch(() => errorJson(reply, 400))
      const err = await createBlockchainClient({ ...common, fetch })
        .registerName(body)
        .catch((e: unknown) => e)
      expect((err as { details: unknown }).details, JSON.stringify(reply).slice(0, 60)).toEqual(details)
    }
  })

  it('other calls keep HTTP_STATUS with the status only (the body is not read)', async () => {
    const { fetch } = mockFetch(() => errorJson({ reasons: [{ description: 'nope' }] }, 500))
    const err = await apiFetch(fetch, 'http://127.0.0.1:1/x', undefined).catch((e: unknown) => e)
    expect((err as { details: unknown }).details).toEqual({ status: 500 })
  })

  it('a registered name drops the cached identity of its address (the new name shows at once)', async () => {
    let name: string | null = null
    const { fetch, calls } = mockFetch((url) =>
      url.pathname.startsWith('/v1/identity')
        ? json({ name, avatar: null })
        : json({ name: 'abcd.wcn.id', registered: 1, updated: 1, addresses: {}, attributes: {} }, 201),
    )
    const client = createBlockchainClient({ ...common, fetch })
    expect((await client.getIdentity(address)).name).toBeNull()
    name = 'abcd.wcn.id'
    await client.registerName(body)
    expect((await client.getIdentity(address)).name).toBe('abcd.wcn.id')
    expect(calls.filter((c) => c.url.pathname.startsWith('/v1/identity'))).toHaveLength(2)
  })

  it('SPEC §7 suggestions send zone when given', async () => {
    const { fetch, calls } = mockFetch(() => json({ suggestions: [] }))
    await createBlockchainClient({ ...common, fetch }).getNameSuggestions('abcd', { zone: 'reown.id' })
    expect(calls[0]!.url.searchParams.get('zone')).toBe('reown.id')
  })
})
