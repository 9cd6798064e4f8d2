import { afterEach, describe, expect, it } from 'vitest'
import { createPortico } from '../createPortico.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createFakeAdapter, evmNetwork } from '../test/createFakeAdapter.js'
import { cookieToInitialState } from './cookieToInitialState.js'
import { hydrationState } from './hydrationState.js'

// createPortico restores connections only in a browser-like global
const g = globalThis as { window?: unknown }
afterEach(() => {
  delete g.window
})

const networks = [evmNetwork(31337), evmNetwork(31338)]
const ADDRESS = '0xabc0000000000000000000000000000000000001'

/** the cookie header a browser sends for what cookieStorage wrote (a memory jar stands in) */
function cookieHeader(jar: ReturnType<typeof createMemoryStorage>, keys: string[]): string {
  return keys
    .map((k) => [k, jar.getItem(k)] as const)
    .filter((e): e is readonly [string, string] => e[1] !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('; ')
}
const PORTICO_KEYS = ['portico:connections', 'portico:activeNamespace', 'portico:activeNetworks']

async function returningVisitor() {
  g.window = {}
  const jar = createMemoryStorage()
  const first = createPortico({ projectId: 'lab', networks, adapters: [createFakeAdapter()], storage: jar })
  await first.connect('lab')
  await first.switchNetwork('eip155:31338')
  const adapter = createFakeAdapter()
  adapter.next.restore = { address: ADDRESS, chainId: 31338, connectorId: 'lab' }
  return { jar, adapter }
}

describe('hydrationState', () => {
  it("§4 a returning visitor: the server's state from the cookie is the client's first state (the stored address, connecting)", async () => {
    const { jar, adapter } = await returningVisitor()
    const client = createPortico({ projectId: 'lab', networks, adapters: [adapter], storage: jar })
    const restoring = client.getState()
    expect(restoring.accounts.eip155).toEqual({ status: 'connecting', address: ADDRESS, allAccounts: [] })

    delete g.window
    const server = createPortico({ projectId: 'lab', networks, adapters: [createFakeAdapter()] })
    const initialState = cookieToInitialState(`other=1; ${cookieHeader(jar, PORTICO_KEYS)}`)
    expect(initialState?.connections.eip155?.address).toBe(ADDRESS)
    const rendered = hydrationState(server, initialState)
    expect(rendered.accounts).toEqual(restoring.accounts)
    expect(rendered.activeNetworks).toEqual(restoring.activeNetworks)
    expect(rendered.activeNamespace).toBe(restoring.activeNamespace)
    // the client's hydration snapshot is the server's, whatever its store holds by then
    await client.ready
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    expect(hydrationState(client, initialState)).toEqual(rendered)
  })

  it('without an initial state: the start state a server renders (disconnected, default network), not what the browser stored', async () => {
    const { jar, adapter } = await returningVisitor()
    const client = createPortico({ projectId: 'lab', networks, adapters: [adapter], storage: jar })
    const start = hydrationState(client)
    expect(start.accounts).toEqual({})
    expect(start.activeNetworks).toEqual({ eip155: 'eip155:31337' })
    expect(client.getState().activeNetworks).toEqual({ eip155: 'eip155:31338' })
  })

  it('a namespace the instance has no adapter for, and a network it does not configure, are left out', () => {
    const server = createPortico({ projectId: 'lab', networks, adapters: [createFakeAdapter()] })
    const state = hydrationState(server, {
      connections: {
        eip155: { connectorId: 'lab', connectorType: 'INJECTED', address: ADDRESS },
        solana: { connectorId: 'phantom', connectorType: 'ANNOUNCED', address: 'So1ana' },
      },
      activeNamespace: 'solana',
      activeNetworks: { eip155: 'eip155:1' },
    })
    expect(Object.keys(state.accounts)).toEqual(['eip155'])
    expect(state.activeNamespace).toBe('eip155')
    expect(state.activeNetworks).toEqual({ eip155: 'eip155:31337' })
  })
})

describe('cookieToInitialState', () => {
  it('undefined without a Portico cookie', () => {
    expect(cookieToInitialState(undefined)).toBeUndefined()
    expect(cookieToInitialState('session=abc; theme=dark')).toBeUndefined()
  })

  it('a forged or corrupt cookie is dropped entry by entry, never thrown', () => {
    const connections = encodeURIComponent(
      JSON.stringify({
        eip155: { connectorId: 'lab', connectorType: 'INJECTED', address: '<script>' },
        tron: { connectorId: 'x', connectorType: 'INJECTED' },
        solana: { connectorId: 7 },
      }),
    )
    const state = cookieToInitialState(
      `portico%3Aconnections=${connections}; portico%3AactiveNamespace=%22tron%22; portico%3AactiveNetworks=%7Bbroken`,
    )
    // the connection stays (the wallet is asked again); its bad address is not shown
    expect(state).toEqual({
      connections: { eip155: { connectorId: 'lab', connectorType: 'INJECTED' } },
      activeNetworks: {},
    })
  })
})
