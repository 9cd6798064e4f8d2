// The Portico instance: made once, outside React.
import { evmAdapter } from '@portico/adapter-evm'
import { createPortico } from '@portico/core'
import { walletConnect } from '@portico/walletconnect'
import { defineChain } from 'viem'

// `npm run lab` in the Portico repository serves these on 127.0.0.1 (see .env.example)
const env = import.meta.env
export const devnet = defineChain({
  id: Number(env.VITE_PORTICO_CHAIN_ID ?? 31337),
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [env.VITE_PORTICO_RPC_URL ?? 'http://127.0.0.1:8545'] } },
})

export const portico = createPortico({
  projectId: 'portico-examples', // a project of your apps/api (its PROJECTS)
  apiUrl: env.VITE_PORTICO_API_URL ?? 'http://127.0.0.1:8790',
  relayUrl: env.VITE_PORTICO_RELAY_URL ?? 'ws://127.0.0.1:8791',
  networks: [devnet], // viem / wagmi chains as they are
  adapters: [evmAdapter()],
  walletConnect: walletConnect(), // QR and mobile links; leave it out for browser wallets only
  metadata: {
    name: 'Portico example',
    description: 'Vite + React',
    url: location.origin,
    icons: [],
  },
})
