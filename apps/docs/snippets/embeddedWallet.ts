import { evmAdapter } from '@portico/adapter-evm'
import { solanaAdapter, solanaMainnet } from '@portico/adapter-solana'
import { createPortico } from '@portico/core'
import { mainnet } from 'viem/chains'

export const portico = createPortico({
  projectId: 'my-app',
  apiUrl: 'https://api.example.com',
  // the wallet's frame and its server: a site of its own, not the pages that embed it
  secureSiteUrl: 'https://wallet.example.com',
  networks: [mainnet, solanaMainnet],
  adapters: [evmAdapter(), solanaAdapter()],
  features: {
    email: true, // the default
    socials: ['google', 'github', 'apple', 'farcaster'], // false: no social logins
  },
})
