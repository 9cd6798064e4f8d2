import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRpcCode, isPorticoError, isUserRejection, type PorticoNetwork } from '@portico/core'
import { createConfig, custom, injected } from '@wagmi/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type EvmAdapter, evmAdapter } from './evmAdapter.js'
import { createFakeWallet, type FakeWallet } from './test/createFakeWallet.js'
import {
  installWindow,
  LOCAL,
  makeCtx,
  network,
  ofType,
  removeWindow,
  SECOND,
  settle,
  UNKNOWN_TO_WALLET,
} from './test/fixtures.js'
import { toViemChain } from './toViemChain.js'

let wallet: FakeWallet
let adapter: EvmAdapter
let events: ReturnType<typeof makeCtx>['events']

beforeEach(async () => {
  wallet = createFakeWallet({ chainId: 31337, knownChainIds: [31337, 31338] })
  installWindow(wallet)
  const made = makeCtx()
  events = made.events
  adapter = evmAdapter()
  adapter.setup(made.ctx)
  await adapter.connect({ connectorId: 'injected' })
  await settle()
  events.length = 0
})
afterEach(() => {
  adapter.destroy?.()
  removeWindow()
})

const addChainCalls = () => wallet.calls.filter((c) => c.method === 'wallet_addEthereumChain')

describe('evmAdapter switchNetwork', () => {
  it('switches a known chain and reports account + chain', async () => {
    await adapter.switchNetwork(SECOND)
    await settle()
    expect(wallet.state.chainId).toBe(31338)
    expect(addChainCalls()).toEqual([])
    expect(ofType(events, 'chain')).toEqual([{ type: 'chain', chainId: 31338 }])
    expect(ofType(events, 'account')).toHaveLength(1)
  })

  it('§8 an unrecognized chain (4902) triggers wallet_addEthereumChain, then the switch', async () => {
    await adapter.switchNetwork(UNKNOWN_TO_WALLET)
    expect(wallet.calls.map((c) => c.method)).toContain('wallet_switchEthereumChain')
    expect(addChainCalls()).toEqual([
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x7a6b',
            chainName: 'Added Local',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: ['http://127.0.0.1:8547'],
            blockExplorerUrls: ['http://127.0.0.1:4000/31339'],
          },
        ],
      },
    ])
    expect(wallet.state.chainId).toBe(31339)
  })

  it("§8 adding the chain fails → 'Chain is not supported'", async () => {
    wallet.state.failAddChain = -32603
    const error = await adapter.switchNetwork(UNKNOWN_TO_WALLET).catch((e: unknown) => e)
    expect(isPorticoError(error, 'CHAIN_NOT_SUPPORTED')).toBe(true)
    expect((error as Error).message).toBe('Chain is not supported')
    expect(isUserRejection(error)).toBe(false)
    expect(getRpcCode(error)).toBe(-32603)
    expect(wallet.state.chainId).toBe(31337)
  })

  it('a rejected switch keeps the 4001 code reachable', async () => {
    wallet.state.reject.add('wallet_switchEthereumChain')
    const error = await adapter.switchNetwork(SECOND).catch((e: unknown) => e)
    expect(isPorticoError(error, 'USER_REJECTED')).toBe(true)
    expect(isUserRejection(error)).toBe(true)
  })

  it('rejecting the add-chain prompt is a user rejection, not "Chain is not supported"', async () => {
    wallet.state.reject.add('wallet_addEthereumChain')
    const error = await adapter.switchNetwork(UNKNOWN_TO_WALLET).catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
    expect(isPorticoError(error, 'CHAIN_NOT_SUPPORTED')).toBe(false)
  })

  it('§5 a network missing from the wagmi config is NETWORK_NOT_FOUND', async () => {
    const error = await adapter.switchNetwork(network(5, 'Not configured')).catch((e: unknown) => e)
    expect(isPorticoError(error, 'NETWORK_NOT_FOUND')).toBe(true)
    expect(wallet.calls.map((c) => c.method)).not.toContain('wallet_switchEthereumChain')
  })
})

describe('evmAdapter getBalance', () => {
  const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

  it('formats the native balance with the network currency (stubbed transport)', async () => {
    const requests: string[] = []
    const config = createConfig({
      chains: [toViemChain(LOCAL)],
      transports: {
        [LOCAL.id]: custom({
          async request({ method }: { method: string }) {
            requests.push(method)
            if (method === 'eth_getBalance') return '0x1121d33597384000' // 1.2345 ETH
            throw new Error(`unexpected ${method}`)
          },
        }),
      },
      connectors: [injected()],
      storage: null,
    })
    const withStub = evmAdapter({ wagmiConfig: config })
    withStub.setup(makeCtx({ networks: [LOCAL] }).ctx)
    const tiny: PorticoNetwork = { ...LOCAL, nativeCurrency: { name: 'Gwei', symbol: 'GW', decimals: 9 } }
    await expect(withStub.getBalance({ address: ADDRESS, network: LOCAL })).resolves.toEqual({
      value: 1234500000000000000n,
      decimals: 18,
      symbol: 'ETH',
      formatted: '1.2345',
    })
    await expect(withStub.getBalance({ address: ADDRESS, network: tiny })).resolves.toMatchObject({
      symbol: 'GW',
      formatted: '1234500000',
    })
    expect(requests).toEqual(['eth_getBalance', 'eth_getBalance'])
    withStub.destroy?.()
  })

  it('§5 an invalid address raises Invalid CAIP Address', async () => {
    await expect(adapter.getBalance({ address: '0x123', network: LOCAL })).rejects.toMatchObject({
      code: 'INVALID_CAIP',
      message: 'Invalid CAIP Address',
    })
  })

  it("§8 a network without rpc url fails with 'No RPC url provided for chainId'", async () => {
    const noRpc: PorticoNetwork = { ...LOCAL, rpcUrls: { default: { http: [] } } }
    const own = evmAdapter()
    own.setup(makeCtx({ networks: [noRpc] }).ctx)
    await expect(own.getBalance({ address: ADDRESS, network: noRpc })).rejects.toMatchObject({
      code: 'NO_RPC_URL',
      message: 'No RPC url provided for chainId',
    })
    own.destroy?.()
  })

  describe('over the http transport the adapter builds', () => {
    let server: Server
    let rpc: string
    const bodies: unknown[] = []

    beforeEach(async () => {
      bodies.length = 0
      server = createServer((req, res) => {
        let raw = ''
        req.on('data', (c) => {
          raw += c
        })
        req.on('end', () => {
          const body = JSON.parse(raw) as { id: number; method: string } | { id: number; method: string }[]
          bodies.push(body)
          const answer = (r: { id: number; method: string }) => ({
            jsonrpc: '2.0',
            id: r.id,
            result: r.method === 'eth_getBalance' ? '0x21e19e0c9bab2400000' : null, // 10000 ETH
          })
          res.setHeader('content-type', 'application/json')
          res.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
        })
      })
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
      rpc = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterEach(() => new Promise<void>((r) => server.close(() => r())))

    it('sends nothing at setup, then reads the balance from the network rpc url (batched)', async () => {
      const net = network(31337, 'Anvil Local', rpc)
      const own = evmAdapter()
      own.setup(makeCtx({ networks: [net] }).ctx)
      await settle()
      expect(bodies).toEqual([]) // DESIGN: no network at startup
      await expect(own.getBalance({ address: ADDRESS, network: net })).resolves.toEqual({
        value: 10000n * 10n ** 18n,
        decimals: 18,
        symbol: 'ETH',
        formatted: '10000',
      })
      expect(bodies).toHaveLength(1)
      // batching is on: viem sends a JSON-RPC array
      expect(Array.isArray(bodies[0])).toBe(true)
      own.destroy?.()
    })
  })
})
