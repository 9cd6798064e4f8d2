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
    prepare?: Error
    send?: Error
  }
  /** native balance in wei (default 1 ETH) */
  balance: bigint
  tokenBalances: Record<string, { value: bigint; decimals: number; symbol: string }>
  balanceCalls: number
  /** `send` reports the hash (onSubmitted), then waits for this before it confirms */
  sendGate?: Promise<unknown>
}

export function createFakeAdapter(
  namespace: ChainNamespace = 'eip155',
  connectors: Partial<Connector>[] = [{ id: 'lab', type: 'ANNOUNCED', name: 'Lab Wallet' }],
): FakeAdapter {
  const a: FakeAdapter = {
    namespace,
    capabilities: ['balance', 'tokenBalance', 'receive', 'send'],
    calls: [],
    next: {},
    balanceCalls: 0,
    balance: 10n ** 18n,
    tokenBalances: {},
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
      const value = a.balance
      return {
        value,
        decimals: 18,
        symbol: network.nativeCurrency.symbol,
        formatted: String(Number(value) / 1e18),
      }
    },
    async getTokenBalance({ token }) {
      const t = a.tokenBalances[token.toLowerCase()]
      if (!t) throw new Error('no such token')
      return { ...t, formatted: String(t.value) }
    },
    isAddress: (address) => /^0x[0-9a-fA-F]{40}$/.test(address),
    async prepareSend(p) {
      a.calls.push(`prepare:${p.to}:${p.amount}${p.token ? `:${p.token.symbol}` : ''}`)
      if (a.next.prepare) throw a.next.prepare
      return { fee: 21_000n * 10n ** 9n }
    },
    async send(p) {
      a.calls.push(`send:${p.to}:${p.amount}${p.token ? `:${p.token.symbol}` : ''}`)
      const e = a.next.send
      a.next.send = undefined
      if (e) throw e
      const id = `0x${'ab'.repeat(32)}`
      p.onSubmitted?.(id)
      if (a.sendGate) await a.sendGate
      return { id, explorerUrl: 'http://127.0.0.1/tx/0xab' }
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
