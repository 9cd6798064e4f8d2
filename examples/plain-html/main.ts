// A page without a framework: @portico/html mounts the dialog and defines the custom elements.
import { evmAdapter } from '@portico/adapter-evm'
import { createPortico } from '@portico/core'
import { definePorticoElements, mountPortico } from '@portico/html'
import { defineChain } from 'viem'

// `npm run lab` in the Portico repository serves these on 127.0.0.1 (see .env.example)
const env = import.meta.env
const devnet = defineChain({
  id: Number(env.VITE_PORTICO_CHAIN_ID ?? 31337),
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [env.VITE_PORTICO_RPC_URL ?? 'http://127.0.0.1:8545'] } },
})

const portico = createPortico({
  projectId: 'portico-examples', // a project of your apps/api (its PROJECTS)
  apiUrl: env.VITE_PORTICO_API_URL ?? 'http://127.0.0.1:8790',
  networks: [devnet],
  adapters: [evmAdapter()],
})

mountPortico(portico)
definePorticoElements()

// the state, without a framework
const account = document.getElementById('account') as HTMLElement
portico.subscribe((state) => {
  const a = state.accounts.eip155
  account.textContent = a?.address ? `${a.status} ${a.address}` : (a?.status ?? 'disconnected')
})
