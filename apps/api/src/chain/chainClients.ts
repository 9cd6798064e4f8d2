/** One viem public client per configured chain (http transport with JSON-RPC batching). */
import { type Chain, createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../config/apiConfig.js'
import { httpError } from '../util/httpError.js'

export interface ChainClient {
  config: ChainConfig
  client: PublicClient
}

export interface ChainClients {
  get(chainId: number): ChainClient | undefined
  require(chainId: number): ChainClient
  all(): ChainClient[]
}

export function toViemChain(c: ChainConfig): Chain {
  return defineChain({
    id: c.chainId,
    name: c.name,
    nativeCurrency: c.nativeCurrency,
    rpcUrls: { default: { http: [c.rpcUrl] } },
  })
}

export function createChainClients(chains: ChainConfig[]): ChainClients {
  const map = new Map(
    chains.map((config) => [
      config.chainId,
      {
        config,
        client: createPublicClient({
          chain: toViemChain(config),
          transport: http(config.rpcUrl, { batch: true, retryCount: 1, timeout: 10_000 }),
        }) as PublicClient,
      },
    ]),
  )
  return {
    get: (id) => map.get(id),
    require(id) {
      const entry = map.get(id)
      if (!entry) throw httpError(400, `Unsupported chain: ${id}`)
      return entry
    },
    all: () => [...map.values()],
  }
}

/** Accepts `eip155:1` or `1`; anything else is a 400. */
export function parseChainId(v: string | undefined): number | undefined {
  if (v === undefined || v === '') return undefined
  const m = /^(?:eip155:)?(\d{1,12})$/.exec(v)
  if (!m) throw httpError(400, 'Invalid chainId')
  return Number(m[1])
}
