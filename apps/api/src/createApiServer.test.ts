/**
 * Contract tests: every endpoint through core's clients against the real server (PGlite,
 * a real socket, anvil with a deployed ERC-20): the registry, origins, analytics and the RPC proxy.
 * The chain's data (balances, identity, names, history, sessions) and the HTTP rules are in
 * createApiServer.chain.test.ts; the server of both in createApiServer.testSetup.ts.
 */
import { createPortico } from '@portico/core'
import { createAnalyticsClient } from '@portico/core/internal'
import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  alice,
  chain,
  common,
  devnet,
  explorer,
  server,
  url,
  useContractServer,
} from './createApiServer.testSetup.js'

describe('apps/api contract (core clients ↔ server, PGlite)', () => {
  useContractServer()

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
})
