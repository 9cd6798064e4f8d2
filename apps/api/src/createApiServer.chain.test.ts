/**
 * Contract tests (see createApiServer.test.ts): the chain's data through core's clients (balances,
 * identity, names, history, sessions), and the HTTP rules (ETag, CORS, errors, logs).
 */
import { isPorticoError, sessionMessage } from '@portico/core'
import { DEVNET_ACCOUNTS, mintErc20 } from '@portico/testing/node'
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  alice,
  bob,
  chain,
  devnet,
  logs,
  token,
  url,
  useContractServer,
} from './createApiServer.testSetup.js'

describe("apps/api contract: the chain's data and the HTTP rules", () => {
  useContractServer()

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
