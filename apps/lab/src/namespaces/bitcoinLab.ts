/**
 * The lab's bip122 namespace: regtest and testnet, adapter-bitcoin, and the Lab Bitcoin Wallet
 * injected sats-connect style (`window.btc_providers` + `window.LabBitcoinProviders`) with its
 * approval prompt. No bitcoin node: balance and UTXOs come from the wallet's fixture, and
 * transfers end as a signed, finalized transaction that is never broadcast.
 * `?wallet=auto` approves everything. The wallet is exposed as `window.bitcoinLabWallet`.
 */
import { bitcoinAdapter, bitcoinRegtest, bitcoinTestnet } from '@portico/adapter-bitcoin'
import {
  createApprovalQueue,
  createLabBitcoinWallet,
  injectLabBitcoinWallet,
  mountApprovalPrompt,
} from '@portico/testing'
import type { LabEnv } from '../labEnv.js'
import type { LabNamespace } from './labNamespaces.js'

export async function bitcoinLab(_env: LabEnv): Promise<LabNamespace> {
  const mode = new URLSearchParams(location.search).get('wallet') === 'auto' ? 'auto-approve' : 'prompt'
  const wallet = createLabBitcoinWallet({
    approval: createApprovalQueue(mode),
    networks: ['Regtest', 'Testnet'],
  })
  injectLabBitcoinWallet(wallet.provider)
  mountApprovalPrompt(wallet.approvals)
  Object.assign(window, { bitcoinLabWallet: wallet })
  return {
    namespace: 'bip122',
    // rpcUrls are never called: nothing in adapter-bitcoin talks to a node
    networks: [bitcoinRegtest, bitcoinTestnet],
    adapter: bitcoinAdapter(),
  }
}
