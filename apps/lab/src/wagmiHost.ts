import { defineChain } from 'viem'
import { type Config, createConfig, http, injected } from 'wagmi'
import type { LabDevnet } from './labEnv.js'

/** A host's own wagmi config (the wagmi-host page): Portico reuses it. */
export function createHostWagmiConfig(devnet: LabDevnet): Config {
  const chains = devnet.chains.map((c) =>
    defineChain({
      id: c.chainId,
      name: c.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [c.rpcUrl] } },
    }),
  )
  return createConfig({
    chains: chains as [ReturnType<typeof defineChain>, ...ReturnType<typeof defineChain>[]],
    transports: Object.fromEntries(chains.map((c) => [c.id, http()])),
    connectors: [injected()],
  })
}
