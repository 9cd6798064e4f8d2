// The same page with Portico: its ConnectButton and adapter-evm on the host's wagmi config.
import { evmAdapter } from '@portico/adapter-evm'
import { createPortico } from '@portico/core'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { config, renderHost } from './host.js'

const portico = createPortico({
  projectId: 'bench',
  // a relay on 127.0.0.1 that is not there: the bench never contacts another host
  relayUrl: 'ws://127.0.0.1:9',
  networks: [
    {
      id: 31337,
      name: 'Devnet',
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    },
  ],
  adapters: [evmAdapter({ wagmiConfig: config })],
})

renderHost(
  <PorticoProvider portico={portico}>
    <ConnectButton data-bench="button" />
  </PorticoProvider>,
)
