import { bitcoinAdapter, bitcoinMainnet } from '@portico/adapter-bitcoin'
import { cosmosAdapter, cosmosHub } from '@portico/adapter-cosmos'
import { evmAdapter } from '@portico/adapter-evm'
import { polkadotAdapter, polkadotMainnet } from '@portico/adapter-polkadot'
import { solanaAdapter, solanaMainnet } from '@portico/adapter-solana'
import { createPortico } from '@portico/core'
import { walletConnect } from '@portico/walletconnect'
import { mainnet } from 'viem/chains'

// all five namespaces in one dialog; one WalletConnect session can connect every one of them
export const portico = createPortico({
  projectId: 'my-app',
  networks: [mainnet, solanaMainnet, bitcoinMainnet, polkadotMainnet, cosmosHub],
  adapters: [evmAdapter(), solanaAdapter(), bitcoinAdapter(), polkadotAdapter(), cosmosAdapter()],
  walletConnect: walletConnect(),
})
