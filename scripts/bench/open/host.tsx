// The host page every variant shares: React + wagmi + viem with one wagmi connect button (what a
// dapp has before it adds a wallet dialog). `extra` is what the variant adds next to it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { createConfig, http, injected, useAccount, useConnect, WagmiProvider } from 'wagmi'

export const devnet = defineChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
export const config = createConfig({
  chains: [devnet],
  transports: { [devnet.id]: http() },
  connectors: [injected()],
})
const queryClient = new QueryClient()

function WagmiButton() {
  const { address } = useAccount()
  const { connect, connectors } = useConnect()
  return (
    <button type="button" onClick={() => connectors[0] && connect({ connector: connectors[0] })}>
      {address ?? 'Connect'}
    </button>
  )
}

export function renderHost(extra: ReactNode) {
  createRoot(document.getElementById('root')!).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <WagmiButton />
        {extra}
      </QueryClientProvider>
    </WagmiProvider>,
  )
}
