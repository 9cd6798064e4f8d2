import { SignClient } from '@walletconnect/sign-client'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { silenceWalletConnectCore } from '../mobileWallet/silenceWalletConnectCore.js'
import { createRelayMailbox } from './relayMailbox.js'
import { type Relay, startRelay } from './startRelay.js'

type Client = Awaited<ReturnType<typeof SignClient.init>>

const outside: string[] = []
const realFetch = globalThis.fetch
beforeAll(() => {
  // any call to a host other than 127.0.0.1 (verify, pulse telemetry) fails the test
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url)
    if (url.hostname !== '127.0.0.1') {
      outside.push(url.href)
      throw new Error(`blocked ${url.href}`)
    }
    return realFetch(input, init)
  }) as typeof fetch
})
afterAll(() => {
  globalThis.fetch = realFetch
})

const clients: Client[] = []
async function signClient(relay: Relay, name: string): Promise<Client> {
  const client = await SignClient.init({
    projectId: 'portico-test',
    relayUrl: relay.url,
    customStoragePrefix: `relay-test-${name}-${Math.random()}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name, description: name, url: 'http://127.0.0.1', icons: [] },
  })
  silenceWalletConnectCore(client.core as unknown as Parameters<typeof silenceWalletConnectCore>[0])
  clients.push(client)
  return client
}

async function rpc(url: string, method: string, params: unknown) {
  const socket = new WebSocket(url)
  await new Promise((r) => socket.once('open', r))
  const reply = new Promise<unknown>((resolve) =>
    socket.once('message', (d) => resolve(JSON.parse(String(d)))),
  )
  socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method, params }))
  const out = await reply
  socket.close()
  return out
}

const EIP155 = {
  eip155: {
    chains: ['eip155:31337'],
    methods: ['personal_sign'],
    events: ['chainChanged', 'accountsChanged'],
  },
}

describe('startRelay', () => {
  let relay: Relay
  afterEach(async () => {
    for (const c of clients.splice(0)) await c.core.relayer.transportClose().catch(() => undefined)
    await relay?.stop()
  })

  it('two real sign-clients pair, approve a session and exchange a request through it', async () => {
    relay = await startRelay()
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    const dapp = await signClient(relay, 'dapp')
    const wallet = await signClient(relay, 'wallet')
    const { uri, approval } = await dapp.connect({ requiredNamespaces: EIP155 })
    if (!uri) throw new Error('no uri')
    wallet.on('session_proposal', async ({ id, params }) => {
      const asked = params.requiredNamespaces.eip155 ?? params.optionalNamespaces.eip155
      expect(asked?.chains).toEqual(['eip155:31337'])
      await wallet.approve({
        id,
        namespaces: {
          eip155: {
            accounts: ['eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
            methods: ['personal_sign'],
            events: ['chainChanged', 'accountsChanged'],
          },
        },
      })
    })
    wallet.on('session_request', async ({ id, topic, params }) => {
      await wallet.respond({
        topic,
        response: { id, jsonrpc: '2.0', result: `signed:${String((params.request.params as string[])[0])}` },
      })
    })
    await wallet.pair({ uri })
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([
      'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ])
    const result = await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', '0xf39F'] },
    })
    expect(result).toBe('signed:0x68656c6c6f')
    expect(outside).toEqual([])
  }, 30_000)

  it('a wallet that comes online after the proposal still receives it (stored per topic)', async () => {
    relay = await startRelay()
    const dapp = await signClient(relay, 'dapp')
    const { uri, approval } = await dapp.connect({ requiredNamespaces: EIP155 })
    if (!uri) throw new Error('no uri')
    await new Promise((r) => setTimeout(r, 300))
    const wallet = await signClient(relay, 'late-wallet')
    const proposal = vi.fn()
    wallet.on('session_proposal', async ({ id }) => {
      proposal()
      await wallet.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
    })
    await wallet.pair({ uri })
    await expect(approval()).rejects.toMatchObject({ message: 'User rejected.' })
    expect(proposal).toHaveBeenCalledTimes(1)
  }, 30_000)

  it('answers unknown methods with -32601 and keeps serving', async () => {
    relay = await startRelay()
    expect(await rpc(relay.url, 'irn_nope', {})).toMatchObject({ id: 1, error: { code: -32601 } })
    expect(await rpc(relay.url, 'irn_subscribe', { topic: 'abc' })).toMatchObject({
      id: 1,
      result: 'sub-abc',
    })
  })

  it('restart() drops clients and listens on the same port', async () => {
    relay = await startRelay()
    const port = relay.port
    const socket = new WebSocket(relay.url)
    await new Promise((r) => socket.once('open', r))
    expect(relay.clientCount()).toBe(1)
    const closed = new Promise((r) => socket.once('close', r))
    await relay.restart()
    await closed
    expect(relay.port).toBe(port)
    expect(await rpc(relay.url, 'irn_publish', { topic: 't', message: 'm', ttl: 60 })).toMatchObject({
      result: true,
    })
  })
})

describe('createRelayMailbox', () => {
  it('never returns a message to its publisher, delivers once per client and drops expired ones', () => {
    let now = 1_000
    const box = createRelayMailbox(() => now)
    box.store({ topic: 't', message: 'm1', ttlSeconds: 10, from: 'a' })
    expect(box.takeFor('a', ['t'])).toEqual([])
    expect(box.takeFor('b', ['t']).map((m) => m.message)).toEqual(['m1'])
    expect(box.takeFor('b', ['t'])).toEqual([])
    now += 11_000
    expect(box.takeFor('c', ['t'])).toEqual([])
    expect(box.size()).toBe(0)
  })
})
