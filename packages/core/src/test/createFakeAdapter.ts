/** A scripted adapter for core unit tests (a mock is fine in unit tests; e2e uses real wallets). */
import type { AdapterContext, ConnectResult, PorticoAdapter } from '../adapters/PorticoAdapter.js'
import type { ChainNamespace, PorticoNetwork } from '../types/chain.js'
import type { Connector } from '../types/connector.js'

export interface FakeAdapter extends PorticoAdapter {
  ctx?: AdapterContext
  calls: string[]
  next: {
    connect?: ConnectResult | Error
    restore?: ConnectResult | null | Error
    switch?: Error
    balance?: Error
  }
  balanceCalls: number
}

export function createFakeAdapter(
  namespace: ChainNamespace = 'eip155',
  connectors: Partial<Connector>[] = [{ id: 'lab', type: 'ANNOUNCED', name: 'Lab Wallet' }],
): FakeAdapter {
  const a: FakeAdapter = {
    namespace,
    capabilities: ['balance', 'receive'],
    calls: [],
    next: {},
    balanceCalls: 0,
    setup(ctx) {
      a.ctx = ctx
      ctx.emit({
        type: 'connectors',
        connectors: connectors.map((c) => ({
          chain: namespace,
          type: 'INJECTED',
          name: c.id ?? 'x',
          id: 'x',
          ...c,
        })),
      })
    },
    async connect({ connectorId }) {
      a.calls.push(`connect:${connectorId}`)
      const r = a.next.connect ?? {
        address: '0xabc0000000000000000000000000000000000001',
        chainId: 1,
        connectorId,
      }
      if (r instanceof Error) throw r
      return r
    },
    async restore(stored) {
      a.calls.push(`restore:${stored.connectorId}`)
      const r = a.next.restore
      if (r instanceof Error) throw r
      return r ?? null
    },
    async disconnect() {
      a.calls.push('disconnect')
    },
    async switchNetwork(n: PorticoNetwork) {
      a.calls.push(`switch:${n.caipNetworkId}`)
      if (a.next.switch) throw a.next.switch
    },
    async getBalance({ network }) {
      a.balanceCalls++
      if (a.next.balance) throw a.next.balance
      return { value: 10n ** 18n, decimals: 18, symbol: network.nativeCurrency.symbol, formatted: '1' }
    },
    async signMessage() {
      return `0x${'ab'.repeat(65)}`
    },
    async getProvider() {
      return { request: async () => null }
    },
  }
  return a
}

export function evmNetwork(id: number, name = `Chain ${id}`): PorticoNetwork {
  return {
    id,
    name,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:${8000 + (id % 1000)}`] } },
  }
}

export function solanaNetwork(): PorticoNetwork {
  return {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  }
}

export function rejection() {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 })
}
