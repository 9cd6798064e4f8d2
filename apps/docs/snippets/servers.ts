import { evmAdapter } from '@portico/adapter-evm'
import { createPortico } from '@portico/core'
import { walletConnect } from '@portico/walletconnect'
import { mainnet } from 'viem/chains'

// every server a page talks to, self-hosted
export const portico = createPortico({
  projectId: 'my-app', // a key of apps/api's PROJECTS, with this page's origin allowed
  apiUrl: 'https://api.example.com', // wallet list, balances, names, activity, NFTs, swap, buy, analytics
  blockchainApiUrl: 'https://api.example.com', // defaults to apiUrl
  analyticsUrl: 'https://api.example.com', // defaults to apiUrl; features.analytics: false sends nothing
  secureSiteUrl: 'https://wallet.example.com', // the embedded wallet (email, socials, Farcaster)
  relayUrl: 'wss://relay.example.com', // WalletConnect; default: the public relay
  walletConnect: walletConnect(),
  networks: [mainnet],
  adapters: [evmAdapter()],
})
