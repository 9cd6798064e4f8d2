import { evmAdapter } from '@portico/adapter-evm'
import { createPortico, type Portico } from '@portico/core'
import { onrampStateOf } from '@portico/core/features/onramp'
import { mainnet } from 'viem/chains'

export const portico = createPortico({
  projectId: 'my-app',
  apiUrl: 'https://api.example.com', // apps/api with an ONRAMP provider configured
  networks: [mainnet],
  adapters: [evmAdapter()],
  locale: 'en-IE', // the region picks the Buy screen's currency: euros here
  features: { onramp: true }, // the default; false removes the Buy button
})

export const openBuy = (p: Portico) => p.open({ view: 'Onramp' })
export const currency = (p: Portico) => onrampStateOf(p).currency
