/**
 * The lab's polkadot namespace: Polkadot mainnet and an offline test chain (same runtime, our
 * own genesis hash; there is no local node), adapter-polkadot, and the lab polkadot extension
 * installed at `window.injectedWeb3['portico-lab']` with its approval prompt.
 * `?wallet=auto` approves everything. The wallet is exposed as `window.polkadotLabWallet`.
 */
import {
  POLKADOT_GENESIS_HASH,
  type PolkadotAdapterOptions,
  polkadotAdapter,
  polkadotMainnet,
  polkadotNetwork,
} from '@portico/adapter-polkadot'
import { createApprovalQueue, mountApprovalPrompt } from '@portico/lab-wallet'
import {
  createPolkadotLabWallet,
  loadPolkadotLabRuntime,
  POLKADOT_LAB_GENESIS_HASH,
  POLKADOT_LAB_WALLET_INFO,
} from '@portico/lab-wallet/polkadot'
import type { LabEnv } from '../labEnv.js'
import type { LabNamespace } from './labNamespaces.js'

export const polkadotLabNetwork = polkadotNetwork({
  genesisHash: POLKADOT_LAB_GENESIS_HASH,
  name: 'Portico Polkadot (offline)',
  symbol: 'DOT',
  testnet: true,
})

export const POLKADOT_LAB_ADAPTER_OPTIONS: PolkadotAdapterOptions = {
  appName: 'Portico Lab',
  chains: {
    [polkadotMainnet.caipNetworkId]: {
      genesisHash: POLKADOT_GENESIS_HASH,
      loadRuntime: loadPolkadotLabRuntime,
    },
    [polkadotLabNetwork.caipNetworkId]: {
      genesisHash: POLKADOT_LAB_GENESIS_HASH,
      loadRuntime: loadPolkadotLabRuntime,
    },
  },
}

export async function polkadotLab(_env: LabEnv): Promise<LabNamespace> {
  const mode = new URLSearchParams(location.search).get('wallet') === 'auto' ? 'auto-approve' : 'prompt'
  const wallet = await createPolkadotLabWallet({ approval: createApprovalQueue(mode) })
  wallet.install(window)
  mountApprovalPrompt(wallet.approvals, {
    wallet: { name: POLKADOT_LAB_WALLET_INFO.name, icon: POLKADOT_LAB_WALLET_INFO.icon },
  })
  Object.assign(window, { polkadotLabWallet: wallet })
  return {
    namespace: 'polkadot',
    networks: [polkadotLabNetwork, polkadotMainnet],
    adapter: polkadotAdapter(POLKADOT_LAB_ADAPTER_OPTIONS),
  }
}
