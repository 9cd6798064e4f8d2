import { evmAdapter } from '@portico/adapter-evm'
import { createPortico } from '@portico/core'
import { createConfig, http } from '@wagmi/core'
import { mainnet, sepolia } from 'viem/chains'

// a host that already has a wagmi config hands it over and keeps using wagmi on it
export const wagmiConfig = createConfig({
  chains: [mainnet, sepolia],
  transports: { [mainnet.id]: http(), [sepolia.id]: http() },
})

export const portico = createPortico({
  projectId: 'my-app',
  networks: [mainnet, sepolia], // each must be one of the wagmi config's chains
  adapters: [evmAdapter({ wagmiConfig })],
})
