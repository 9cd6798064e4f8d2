/**
 * Contract tests: every endpoint through core's clients against the real server (PGlite,
 * a real socket, anvil with a deployed ERC-20).
 */
import { createPortico, isPorticoError, sessionMessage } from '@portico/core'
import { createAnalyticsClient, createBlockchainClient, createExplorerClient } from '@portico/core/internal'
import { DEVNET_ACCOUNTS, mintErc20, startDevnet } from '@portico/testing/node'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiServer, createApiServer } from './createApiServer.js'
import { deployPusd, PUSD } from './test/deployPusd.js'

type Devnet = Awaited<ReturnType<typeof startDevnet>>

describe('apps/api contract (core clients ↔ server, PGlite)', () => {
  let devnet: Devnet
  let server: ApiServer
  let url: string
  let token: `0x${string}`
  const logs: string[] = []
  const alice = DEVNET_ACCOUNTS[3]!
  const bob = DEVNET_ACCOUNTS[4]!
  const common = { projectId: 'test-project', sdkType: 'appkit', sdkVersion: 'portico-test' }

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
    const rpcUrl = devnet.chains[0]!.rpcUrl
    token = await deployPusd(rpcUrl, [{ to: alice.address, pusd: '42.5' }])
    server = await createApiServer({
      databaseUrl: 'memory:',
      chains: [
        {
          chainId: 31337,
          name: 'Portico Devnet',
          rpcUrl,
          tokens: [
            { address: token, ...PUSD },
            // decimals 0: dropped by the client (SPEC §5)
            { address: token, name: 'Points', symbol: 'PTS', decimals: 0 },
          ],
        },
      ],
      prices: { ETH: 2000, PUSD: 1 },
      indexer: { enabled: false, intervalMs: 1000 },
      log: (l) => logs.push(l),
    })
    url = (await server.listen(0)).url
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await devnet?.stop()
  })

  const explorer = () => createExplorerClient({ ...common, baseUrl: url })
  const chain = (isUnsupported = () => false) =>
    createBlockchainClient({ ...common, baseUrl: url, isUnsupported })

  it('GET /health reports the database and the registry', async () => {
    const res = await fetch(`${url}/health`)
    expect(await res.json()).toEqual({ status: 'ok', db: 'pglite', wallets: 422 })
  })

  it('§7 GET /getWallets pages in registry order with count; include/exclude; search', async () => {
    const first = await explorer().getWallets({ page: 1, entries: 40 })
    expect(first.count).toBe(422)
    expect(first.data).toHaveLength(40)
    expect(first.data[0]!.name).toBe('MetaMask')
    const second = await explorer().getWallets({ page: 2 })
    expect(second.data[0]!.id).not.toBe(first.data[0]!.id)
    const ids = [first.data[3]!.id, first.data[1]!.id]
    const included = await explorer().getWallets({ include: ids })
    expect(included.data.map((w) => w.id)).toEqual([first.data[1]!.id, first.data[3]!.id])
    const excluded = await explorer().getWallets({ exclude: [first.data[0]!.id] })
    expect(excluded.count).toBe(421)
    const search = await explorer().searchWallets('trust')
    expect(search.data.some((w) => w.name === 'Trust Wallet')).toBe(true)
    expect(search.data.every((w) => w.name.toLowerCase().includes('trust'))).toBe(true)
  })

  it('§7 wallet and asset images are generated SVG placeholders', async () => {
    const w = (await explorer().getWallets({ entries: 1 })).data[0]!
    const res = await fetch(explorer().walletImageUrl(w.image_id!))
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(await res.text()).toContain('>M</text>')
    for (const path of [
      '/public/getAssetImage/x',
      '/public/getCurrencyImage/ETH',
      '/public/getTokenImage/PUSD',
    ])
      expect((await fetch(`${url}${path}`)).status).toBe(200)
  })

  it('§7 origins and analytics config; POST /e is stored', async () => {
    expect(await explorer().getAllowedOrigins()).toContain('http://127.0.0.1:5173')
    expect(await explorer().getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: true })
    const analytics = createAnalyticsClient({
      ...common,
      baseUrl: url,
      enabled: true,
      onInvalidAppConfiguration: () => undefined,
      page: () => ({ url: 'http://127.0.0.1:5173/', domain: '127.0.0.1' }),
    })
    expect(await analytics.send({ type: 'track', event: 'MODAL_OPEN' })).toBe(true)
    const rows = await server.db.query<{ event_id: string; project_id: string }>(
      'select * from analytics_events',
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.project_id).toBe('test-project')
    const bad = await fetch(`${url}/e?projectId=x`, { method: 'POST', body: '{"eventId":1}' })
    expect(bad.status).toBe(400)
    // through app.request (no socket): the server drops the connection of a refused upload
    const huge = await server.app.request('/e?projectId=x', { method: 'POST', body: 'x'.repeat(300_000) })
    expect(huge.status).toBe(413)
  })

  it('§7 a Portico instance with analytics on sends its tracking events to POST /e (stored)', async () => {
    const portico = createPortico({
      projectId: 'portico-analytics',
      apiUrl: url,
      networks: [
        {
          id: 31337,
          caipNetworkId: 'eip155:31337',
          chainNamespace: 'eip155',
          name: 'Portico Devnet',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [devnet.chains[0]!.rpcUrl] } },
        },
      ],
    })
    portico.open()
    const rows = async () =>
      (
        await server.db.query<{ body: string | { props: { event: string } } }>(
          "select body from analytics_events where project_id = 'portico-analytics'",
        )
      ).map((r) => (typeof r.body === 'string' ? JSON.parse(r.body) : r.body).props.event)
    await expect.poll(rows, { timeout: 10_000 }).toEqual(['MODAL_OPEN'])
    portico.destroy()
  })

  it('§7 supported chains and the RPC proxy', async () => {
    expect(await chain().getSupportedChains()).toEqual({ http: ['eip155:31337'], ws: [] })
    const res = await fetch(chain().rpcUrl('eip155:31337'), {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(await res.json()).toMatchObject({ result: '0x7a69' })
    const unknown = await fetch(chain().rpcUrl('eip155:999'), { method: 'POST', body: '{}' })
    expect(unknown.status).toBe(400)
  })

  it('NUL characters and out-of-range cursors are a clear 400, never a 500 (issue "Hardening" 10)', async () => {
    const nul = await server.app.request('/e?projectId=x', {
      method: 'POST',
      body: JSON.stringify({
        eventId: 'a\u0000b',
        timestamp: 1,
        props: { type: 'track', event: 'MODAL_OPEN' },
      }),
    })
    expect(nul.status).toBe(400)
    expect(await nul.json()).toEqual({ error: 'Invalid request: NUL character' })
    for (const path of [
      '/v1/profile/account/%00',
      '/v1/profile/account/a%00b.wcn.id',
      '/getWallets?projectId=%00',
      '/v1/x%E0%A4%A',
    ])
      expect((await server.app.request(path)).status, path).toBe(400)
    const huge = Buffer.from(`${'9'.repeat(40)}:0x${'a'.repeat(64)}`).toString('base64url')
    const history = await server.app.request(
      `/v1/account/${alice.address}/history?cursor=${huge}&projectId=p`,
    )
    expect(history.status).toBe(400)
    expect(await history.json()).toEqual({ error: 'Invalid cursor' })
  })

  it('the RPC proxy forwards public methods only: node-admin methods are refused and change nothing (issue "Hardening" 8)', async () => {
    const post = (body: unknown, projectId = 'test-project') =>
      fetch(`${url}/v1?chainId=eip155:31337&projectId=${encodeURIComponent(projectId)}`, {
        method: 'POST',
        body: JSON.stringify(body),
      })
    const rich = '0x00000000000000000000000000000000000000aa'
    const node = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    const balance = () => node.getBalance({ address: rich })
    const before = await balance()
    const single = await post({
      jsonrpc: '2.0',
      id: 7,
      method: 'anvil_setBalance',
      params: [rich, '0xffffffff'],
    })
    expect(await single.json()).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32601, message: 'method not allowed' },
    })
    for (const method of [
      'admin_peers',
      'debug_traceTransaction',
      'personal_unlockAccount',
      'miner_start',
      'eth_sendTransaction',
    ])
      expect(
        (await (await post({ jsonrpc: '2.0', id: 1, method, params: [] })).json()).error.code,
        method,
      ).toBe(-32601)
    const batch = await post([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'hardhat_setBalance', params: [rich, '0x1'] },
      { nonsense: true },
    ])
    const answers = (await batch.json()) as { id: unknown; result?: string; error?: { code: number } }[]
    expect(answers.find((a) => a.id === 1)?.result).toBe('0x7a69')
    expect(answers.find((a) => a.id === 2)?.error?.code).toBe(-32601)
    expect(answers.find((a) => a.id === null)?.error?.code).toBe(-32600)
    expect(await balance()).toBe(before)
    expect((await post({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, 'x y<script>')).status).toBe(400)
    expect((await post([])).status).toBe(400)
    expect(
      (await post(Array.from({ length: 101 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' }))))
        .status,
    ).toBe(400)
  })

  it('§7 balance: native + configured ERC-20s read from the chain, priced from the table', async () => {
    const balances = await chain().getBalance({ address: alice.address, chainId: 'eip155:31337' })
    const pusd = balances.find((b) => b.symbol === 'PUSD')
    expect(pusd).toMatchObject({
      quantity: { decimals: '6', numeric: '42.5' },
      value: 42.5,
      address: `eip155:31337:${token}`,
    })
    expect(balances.find((b) => b.symbol === 'ETH')).toMatchObject({ price: 2000, chainId: 'eip155:31337' })
    expect(balances.some((b) => b.symbol === 'PTS')).toBe(false)
    const prices = await chain().getFungiblePrice({ addresses: [`eip155:31337:${token}`] })
    expect(prices).toEqual([
      { name: 'Portico USD', symbol: 'PUSD', iconUrl: '/public/getTokenImage/PUSD', price: 1 },
    ])
  })

  it('§9 balance is cached per block: a transfer shows at once; forceUpdate=true reads again', async () => {
    const read = async (query = '') => {
      const res = await fetch(`${url}/v1/account/${alice.address}/balance?chainId=eip155:31337${query}`)
      const body = (await res.json()) as { balances: { symbol: string; quantity: { numeric: string } }[] }
      return body.balances.find((b) => b.symbol === 'PUSD')?.quantity.numeric
    }
    expect(await read()).toBe('42.5')
    expect(await read()).toBe('42.5')
    await mintErc20({ rpcUrl: devnet.chains[0]!.rpcUrl, token, to: alice.address, amount: 1_000_000n })
    expect(await read()).toBe('43.5')
    expect(await read('&forceUpdate=true')).toBe('43.5')
  })

  it('§9 identity is cached, and a name registered here is the identity at once', async () => {
    const carol = DEVNET_ACCOUNTS[5]!
    expect(await chain().getIdentity(carol.address)).toEqual({ name: null, avatar: null })
    const message = JSON.stringify({
      name: 'carol-lab.wcn.id',
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const signature = await privateKeyToAccount(carol.privateKey).signMessage({ message })
    await chain().registerName({ coin_type: 60, address: carol.address, message, signature })
    expect(await chain().getIdentity(carol.address)).toEqual({ name: 'carol-lab.wcn.id', avatar: null })
  })

  it('static GETs carry an ETag and a Cache-Control, answer 304 when revalidated, and gzip for fetch', async () => {
    for (const path of [
      '/getWallets?projectId=p&page=2&entries=40',
      '/getWallets?projectId=p&search=trust&entries=100',
      '/projects/v1/origins?projectId=p',
      '/getAnalyticsConfig?projectId=p',
      '/v1/supported-chains?projectId=p',
    ]) {
      const first = await fetch(`${url}${path}`)
      expect(first.status).toBe(200)
      const etag = first.headers.get('etag')!
      expect(etag).toMatch(/^W\/"[\w-]+"$/)
      expect(first.headers.get('cache-control')).toBe('public, max-age=60')
      expect(first.headers.get('access-control-allow-origin')).toBe('*')
      const body = await first.json()
      const again = await fetch(`${url}${path}`, { headers: { 'if-none-match': etag } })
      expect(again.status).toBe(304)
      expect(again.headers.get('access-control-allow-origin')).toBe('*')
      expect(await again.text()).toBe('')
      // another answer, another ETag: a 304 is never the answer to a different query
      const other = await fetch(`${url}/getWallets?page=3&entries=40`, { headers: { 'if-none-match': etag } })
      expect(other.status).toBe(200)
      expect(await (await fetch(`${url}${path}`)).json()).toEqual(body)
    }
    // fetch asks for gzip and decodes it: core's client reads the list as before
    const page = await fetch(`${url}/getWallets?page=1&entries=40`)
    expect(page.headers.get('content-encoding')).toBe('gzip')
    expect(((await page.json()) as { data: unknown[] }).data).toHaveLength(40)
  })

  it('§7 profile names: register with a signed message, look up, reverse, suggestions, identity', async () => {
    const account = privateKeyToAccount(alice.privateKey)
    const message = JSON.stringify({
      name: 'alice-lab.wcn.id',
      attributes: { avatar: 'https://example.test/a.png' },
      timestamp: Math.floor(Date.now() / 1000),
    })
    const signature = await account.signMessage({ message })
    const record = await chain().registerName({ coin_type: 60, address: alice.address, message, signature })
    expect(record.name).toBe('alice-lab.wcn.id')
    expect(await chain().lookupName('alice-lab.wcn.id')).toMatchObject({
      addresses: { '60': { address: alice.address } },
    })
    expect(await chain().lookupName('nobody-here.wcn.id')).toBeUndefined()
    expect((await chain().reverseLookup(alice.address)).map((r) => r.name)).toEqual(['alice-lab.wcn.id'])
    const suggestions = await chain().getNameSuggestions('alice-lab')
    expect(suggestions[0]).toEqual({ name: 'alice-lab.wcn.id', registered: true })
    expect(suggestions[1]?.registered).toBe(false)
    expect(await chain().getIdentity(alice.address)).toEqual({
      name: 'alice-lab.wcn.id',
      avatar: 'https://example.test/a.png',
    })
    // a signature by someone else is refused
    const forged = await privateKeyToAccount(bob.privateKey).signMessage({ message })
    await expect(
      chain().registerName({ coin_type: 60, address: alice.address, message, signature: forged }),
    ).rejects.toThrow('HTTP status code: 401')
  })

  it('§5 the server refuses names that are not letters, digits and hyphen of at least 4 characters', async () => {
    const account = privateKeyToAccount(bob.privateKey)
    for (const name of ['abc.wcn.id', 'bad_name.wcn.id', 'good-name.other.id']) {
      const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
      const signature = await account.signMessage({ message })
      await expect(
        chain().registerName({ coin_type: 60, address: bob.address, message, signature }),
      ).rejects.toThrow('HTTP status code: 400')
    }
  })

  it('§7 history: indexed native and ERC-20 transfers, newest first, cursor pagination', async () => {
    const rpcUrl = devnet.chains[0]!.rpcUrl
    const wallet = createWalletClient({
      account: privateKeyToAccount(bob.privateKey),
      transport: http(rpcUrl),
    })
    const chainDef = {
      id: 31337,
      name: 'd',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }
    for (let i = 0; i < 21; i++)
      await wallet.sendTransaction({ chain: chainDef, to: alice.address, value: parseEther('0.001') })
    await mintErc20({ rpcUrl, token, to: bob.address, amount: 7_000_000n })
    const page1 = await chain().getHistory({ address: bob.address, chainId: 'eip155:31337' })
    expect(page1.data).toHaveLength(20)
    expect(page1.data[0]!.transfers[0]).toMatchObject({
      direction: 'in',
      fungible_info: { symbol: 'PUSD' },
      quantity: { numeric: '7' },
    })
    expect(page1.data[1]!.transfers[0]).toMatchObject({ direction: 'out', fungible_info: { symbol: 'ETH' } })
    expect(page1.next).toBeTypeOf('string')
    const page2 = await chain().getHistory({
      address: bob.address,
      chainId: 'eip155:31337',
      cursor: page1.next,
    })
    expect(page2.data).toHaveLength(2)
    expect(page2.next).toBeNull()
    const all = [...page1.data, ...page2.data].map((t) => t.id)
    expect(new Set(all).size).toBe(22)
  })

  it('§7 sessions: record, list, revoke with a signature by the account over a server nonce (issue 17 item 9)', async () => {
    const account = privateKeyToAccount(alice.privateKey)
    const pci = 'pci-123'
    const signed = async (operation: 'grant' | 'revoke') => {
      const nonce = await chain().getSessionNonce(alice.address)
      expect(nonce.domain).toBe(new URL(url).host)
      const message = sessionMessage({ operation, account: alice.address, pci, ...nonce })
      return {
        pci,
        signature: await account.signMessage({ message }),
        nonce: nonce.nonce,
        expiresAt: nonce.expiresAt,
      }
    }
    const created = await fetch(`${url}/v1/sessions/${alice.address}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await signed('grant')),
    })
    expect(created.status).toBe(201)
    expect((await chain().getSessions(alice.address)).pcis).toMatchObject([{ pci, revoked: false }])
    const revoke = await signed('revoke')
    await chain().revokeSession(alice.address, revoke)
    expect((await chain().getSessions(alice.address)).pcis).toMatchObject([{ pci, revoked: true }])
    await expect(chain().revokeSession(alice.address, revoke)).rejects.toThrow('HTTP status code: 401')
    await expect(
      chain().revokeSession(alice.address, { ...(await signed('revoke')), pci: 'other' }),
    ).rejects.toThrow('HTTP status code: 401')
  })

  it('§7 non-2xx throws "HTTP status code: {n}"; unsupported network skips with empty results', async () => {
    const err = await chain()
      .getBalance({ address: 'not-an-address' })
      .catch((e: unknown) => e)
    expect(isPorticoError(err, 'HTTP_STATUS')).toBe(true)
    expect((err as Error).message).toBe('HTTP status code: 400')
    const skipped = chain(() => true)
    expect(await skipped.getBalance({ address: alice.address })).toEqual([])
    expect(await skipped.getHistory({ address: alice.address })).toEqual({ data: [], next: null })
    expect(await skipped.getIdentity(alice.address)).toEqual({ name: null, avatar: null })
  })

  it('CORS: every answer carries Access-Control-Allow-Origin *, and preflights are answered', async () => {
    for (const [path, status] of [
      ['/getWallets?entries=1', 200],
      ['/getWallets?page=0', 400],
      ['/nope', 404],
      [`/v1/account/${alice.address}/balance?chainId=eip155:31337`, 200],
    ] as const) {
      const res = await fetch(`${url}${path}`, { headers: { origin: 'https://host.test' } })
      expect(res.status).toBe(status)
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      expect(res.headers.get('content-type')).toBe('application/json')
    }
    const preflight = await fetch(`${url}/v1/fungible/price`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://host.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
  })

  it('writes one structured JSON log line per request (issue 28: pino, time, request id, route pattern)', () => {
    const line = logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'request' && l.status === 200)
    expect(line).toMatchObject({ level: 'info', server: 'api', method: 'GET', status: 200 })
    expect(line?.ms).toBeTypeOf('number')
    expect(line?.reqId).toBeTypeOf('string')
    expect(line?.time).toBeTypeOf('string')
    expect(line?.route).toBeTypeOf('string')
  })
})
