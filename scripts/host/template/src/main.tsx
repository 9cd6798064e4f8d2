// The host app with Portico, written as the README tells a host to: a viem Chain passed as is,
// the host's wagmi config shared with adapter-evm, WalletConnect on, DOM props on the buttons.
import { evmAdapter } from '@portico/adapter-evm'
import { createPortico } from '@portico/core'
import { ConnectButton, NetworkButton, PorticoProvider } from '@portico/react'
import { walletConnect } from '@portico/walletconnect'
import { QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { HostAccount } from './HostAccount'
import { devnet, hostEnv, queryClient, wagmiConfig } from './hostWagmi'

const portico = createPortico({
  projectId: 'host-test',
  apiUrl: hostEnv.apiUrl,
  relayUrl: hostEnv.relayUrl,
  walletConnect: walletConnect(),
  networks: [devnet],
  adapters: [evmAdapter({ wagmiConfig })],
  metadata: { name: 'Host', description: 'A host app', url: location.origin, icons: [] },
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <WagmiProvider config={wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <PorticoProvider portico={portico}>
        <HostAccount />
        <p id="connect-hint">Connect to continue</p>
        <ConnectButton
          id="host-connect"
          className="host-button"
          aria-describedby="connect-hint"
          data-host="connect"
        />
        <NetworkButton className="host-button" data-host="network" />
      </PorticoProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
