/** A scripted eip155 adapter for component tests (e2e tests use the real wagmi adapter). */
import type { AdapterContext, PorticoAdapter, PorticoNetwork } from '@portico/core'

export const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export function fakeAdapter(
  opts: { reject?: boolean } = {},
): PorticoAdapter & { ctx?: AdapterContext; chainId: number } {
  const a: PorticoAdapter & { ctx?: AdapterContext; chainId: number } = {
    namespace: 'eip155',
    capabilities: ['balance', 'receive'],
    chainId: 31337,
    setup(ctx) {
      a.ctx = ctx
      ctx.emit({
        type: 'connectors',
        connectors: [
          {
            id: 'lab',
            name: 'Lab Wallet',
            type: 'ANNOUNCED',
            chain: 'eip155',
            imageUrl: 'data:image/svg+xml,<svg/>',
          },
        ],
      })
    },
    async connect({ connectorId }) {
      if (opts.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      return { address: ADDRESS, chainId: a.chainId, connectorId }
    },
    async restore() {
      return null
    },
    async disconnect() {},
    async switchNetwork(n) {
      a.chainId = Number(n.id)
    },
    async getBalance({ network }) {
      return {
        value: 12n * 10n ** 17n,
        decimals: 18,
        symbol: network.nativeCurrency.symbol,
        formatted: '1.2',
      }
    },
    async signMessage() {
      return `0x${'11'.repeat(65)}`
    },
    async getProvider() {
      return { request: async () => '0x7a69' }
    },
  }
  return a
}

export function network(id: number, name: string): PorticoNetwork {
  return {
    id,
    name,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  }
}
