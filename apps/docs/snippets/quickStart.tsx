import { evmAdapter } from '@portico/adapter-evm'
import { createPortico } from '@portico/core'
import { ConnectButton, NetworkButton, PorticoProvider, useAccount } from '@portico/react'
import { walletConnect } from '@portico/walletconnect'
import { mainnet, sepolia } from 'viem/chains'

// once, outside React; viem / wagmi chains are networks as they are
export const portico = createPortico({
  projectId: 'my-app', // your project at apps/api (its PROJECTS); also WalletConnect's project id
  apiUrl: 'http://127.0.0.1:8790', // your apps/api; left out: the hosted service
  networks: [mainnet, sepolia],
  adapters: [evmAdapter()],
  walletConnect: walletConnect(), // QR and mobile links; leave it out for browser wallets only
})

function Address() {
  const { address, status } = useAccount()
  return <span data-testid="address">{address ?? status}</span>
}

export function App() {
  return (
    <PorticoProvider portico={portico}>
      <NetworkButton /> <ConnectButton className="my-connect" /> <Address />
    </PorticoProvider>
  )
}
