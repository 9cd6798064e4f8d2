// The same host app without Portico: what the host had before.
import { QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { HostAccount } from './HostAccount'
import { queryClient, wagmiConfig } from './hostWagmi'

createRoot(document.getElementById('root') as HTMLElement).render(
  <WagmiProvider config={wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <HostAccount />
      <button type="button">Connect</button>
    </QueryClientProvider>
  </WagmiProvider>,
)
