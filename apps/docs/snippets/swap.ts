import { evmAdapter } from '@portico/adapter-evm'
import { createPortico, type Portico } from '@portico/core'
import { swapStateOf } from '@portico/core/features/swaps'
import { mainnet } from 'viem/chains'

export const portico = createPortico({
  projectId: 'my-app',
  apiUrl: 'https://api.example.com', // quotes and the swap transaction come from apps/api
  networks: [mainnet],
  adapters: [evmAdapter()],
  features: { swaps: true }, // the default; false removes the Swap button
})

export const openSwap = (p: Portico) => p.open({ view: 'Swap' })
export const slippage = (p: Portico) => swapStateOf(p).slippage
