/**
 * The lab's cosmos namespace: Cosmos Hub and an offline test chain id (there is no local node),
 * adapter-cosmos looking at the lab's own global, and the Keplr-like lab wallet installed at
 * `window.porticoLabKeplr` with its approval prompt. `?wallet=auto` approves everything.
 * The wallet is exposed as `window.cosmosLabWallet`.
 */
import { cosmosAdapter, cosmosHub, cosmosNetwork } from '@portico/adapter-cosmos'
import { createApprovalQueue, mountApprovalPrompt } from '@portico/lab-wallet'
import { COSMOS_LAB_GLOBAL, COSMOS_LAB_WALLET_INFO, createCosmosLabWallet } from '@portico/lab-wallet/cosmos'
import type { LabEnv } from '../labEnv.js'
import type { LabNamespace } from './labNamespaces.js'

export const cosmosLabNetwork = cosmosNetwork({
  chainId: 'portico-local-1',
  name: 'Portico Cosmos (offline)',
  symbol: 'STAKE',
  testnet: true,
})

export const COSMOS_LAB_CHAINS = [
  { chainId: 'portico-local-1', bech32Prefix: 'cosmos' },
  { chainId: 'cosmoshub-4', bech32Prefix: 'cosmos' },
]

export async function cosmosLab(_env: LabEnv): Promise<LabNamespace> {
  const mode = new URLSearchParams(location.search).get('wallet') === 'auto' ? 'auto-approve' : 'prompt'
  const wallet = await createCosmosLabWallet({
    chains: COSMOS_LAB_CHAINS,
    approval: createApprovalQueue(mode),
  })
  wallet.install(window)
  mountApprovalPrompt(wallet.approvals, { wallet: COSMOS_LAB_WALLET_INFO })
  Object.assign(window, { cosmosLabWallet: wallet })
  return {
    namespace: 'cosmos',
    networks: [cosmosLabNetwork, cosmosHub],
    adapter: cosmosAdapter({ wallets: [COSMOS_LAB_GLOBAL] }),
  }
}
