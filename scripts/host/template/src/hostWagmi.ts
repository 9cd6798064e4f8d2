// The host's own wagmi setup, as a dapp has it before it adds a wallet dialog. The devnet's RPC,
// the API and the relay come from the test (VITE_HOST_ENV), all on 127.0.0.1.
import { QueryClient } from '@tanstack/react-query'
import { defineChain } from 'viem'
import { createConfig, http } from 'wagmi'

export const hostEnv = JSON.parse(import.meta.env.VITE_HOST_ENV) as {
  chainId: number
  rpcUrl: string
  apiUrl: string
  relayUrl: string
}

export const devnet = defineChain({
  id: hostEnv.chainId,
  name: 'Host Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [hostEnv.rpcUrl] } },
})

export const wagmiConfig = createConfig({ chains: [devnet], transports: { [devnet.id]: http() } })
export const queryClient = new QueryClient()
