/**
 * The wagmi config the adapter builds when the host does not bring its own: the host's eip155
 * networks as viem chains, one viem http transport per chain with SPEC §9's RPC numbers
 * (batching, retries, timeout; a viem `fallback` over several urls), the injected connector
 * plus the host's extra connectors, and EIP-6963 discovery. Creating it sends no request:
 * viem clients are made on first use.
 */
import { type PorticoNetwork, type PorticoStorage, porticoError, RPC } from '@portico/core'
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  createStorage,
  fallback,
  http,
  injected,
  type Transport,
} from '@wagmi/core'
import type { Chain } from 'viem'
import { createWagmiStorage } from './createWagmiStorage.js'
import { toViemChain } from './toViemChain.js'

/** wagmi's keys are stored under `<portico prefix>portico.wagmi.*` */
export const WAGMI_STORAGE_KEY = 'portico.wagmi'

function rpcTransport(url: string | undefined): Transport {
  return http(url, {
    batch: { batchSize: RPC.batchSize, wait: RPC.batchWait },
    retryCount: RPC.retryCount,
    retryDelay: RPC.retryBaseDelay,
    timeout: RPC.timeout,
  })
}

export function createWagmiConfig(params: {
  networks: readonly PorticoNetwork[]
  storage: PorticoStorage
  connectors?: readonly CreateConnectorFn[] | undefined
}): Config {
  const chains = params.networks.map(toViemChain)
  const [first, ...rest] = chains
  if (!first) throw porticoError('NETWORK_NOT_FOUND', { details: { reason: 'no eip155 network configured' } })
  const transports: Record<number, Transport> = {}
  for (const chain of chains) {
    const urls = chain.rpcUrls.default.http
    transports[chain.id] = urls.length > 1 ? fallback(urls.map(rpcTransport)) : rpcTransport(urls[0])
  }
  return createConfig({
    chains: [first, ...rest] as [Chain, ...Chain[]],
    transports,
    connectors: [injected(), ...(params.connectors ?? [])],
    multiInjectedProviderDiscovery: true,
    storage: createStorage({ storage: createWagmiStorage(params.storage), key: WAGMI_STORAGE_KEY }),
    ssr: typeof window === 'undefined',
  })
}
