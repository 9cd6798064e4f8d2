// The Portico instance, made once per page load in the browser (and once per server process for
// server rendering, where it restores nothing and reads no storage).
import { evmAdapter } from '@portico/adapter-evm'
import { cookieStorage, createPortico } from '@portico/core'
import { defineChain } from 'viem'

// `npm run lab` in the Portico repository serves these on 127.0.0.1 (see .env.example)
export const devnet = defineChain({
  id: Number(process.env.NEXT_PUBLIC_PORTICO_CHAIN_ID ?? 31337),
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [process.env.NEXT_PUBLIC_PORTICO_RPC_URL ?? 'http://127.0.0.1:8545'] } },
})

export const portico = createPortico({
  projectId: 'portico-examples', // a project of your apps/api (its PROJECTS)
  apiUrl: process.env.NEXT_PUBLIC_PORTICO_API_URL ?? 'http://127.0.0.1:8790',
  networks: [devnet],
  adapters: [evmAdapter()],
  // what Portico remembers goes in first-party cookies, so the server sees a returning visitor
  storage: cookieStorage,
})
