/**
 * The lab's bip122 namespace: regtest and testnet, adapter-bitcoin, and the Lab Bitcoin Wallet
 * injected sats-connect style (`window.btc_providers` + `window.LabBitcoinProviders`) with its
 * approval prompt. No bitcoin node: balance and UTXOs come from the wallet's fixture, and
 * transfers end as a signed, finalized transaction that is never broadcast.
 * `?wallet=auto` approves everything. The wallet is exposed as `window.bitcoinLabWallet`.
 * A WalletConnect wallet (the lab mobile wallet) connects through core's session; its UTXOs come
 * from `labUtxos` below, since WalletConnect has no UTXO call.
 */
import {
  type BitcoinUtxo,
  bitcoinAdapter,
  bitcoinRegtest,
  bitcoinTestnet,
  satsConnectClient,
} from '@portico/adapter-bitcoin'
import { createApprovalQueue, mountApprovalPrompt } from '@portico/lab-wallet'
import {
  BITCOIN_LAB_UTXOS,
  createLabBitcoinWallet,
  injectLabBitcoinWallet,
  LAB_BITCOIN_WALLET_ICON,
  LAB_BITCOIN_WALLET_NAME,
  type LabBitcoinWallet,
} from '@portico/lab-wallet/bitcoin'
import type { LabEnv } from '../labEnv.js'
import type { LabNamespace } from './labNamespaces.js'

export async function bitcoinLab(_env: LabEnv): Promise<LabNamespace> {
  const mode = new URLSearchParams(location.search).get('wallet') === 'auto' ? 'auto-approve' : 'prompt'
  const wallet = createLabBitcoinWallet({
    approval: createApprovalQueue(mode),
    networks: ['Regtest', 'Testnet'],
  })
  injectLabBitcoinWallet(wallet.provider)
  mountApprovalPrompt(wallet.approvals, {
    wallet: { name: LAB_BITCOIN_WALLET_NAME, icon: LAB_BITCOIN_WALLET_ICON },
  })
  Object.assign(window, { bitcoinLabWallet: wallet })
  return {
    namespace: 'bip122',
    // rpcUrls are never called: nothing in adapter-bitcoin talks to a node
    networks: [bitcoinRegtest, bitcoinTestnet],
    adapter: bitcoinAdapter({ utxos: ({ address }) => labUtxos(wallet, address) }),
  }
}

/**
 * The lab's stand-in for an indexer: there is no node, so the "chain" is the UTXO fixture.
 * - The injected Lab Bitcoin Wallet's own address is still asked from the wallet (its
 *   `getUtxos`), exactly as before this option existed: the adapter prefers the `utxos` option
 *   over a wallet's `getUtxos`, and the injected wallet's behaviour (authorization, its answer)
 *   must not change because WalletConnect needed a source.
 * - Any other address (the lab mobile wallet connected over WalletConnect, another key, whose
 *   session has no UTXO call) gets the fixture's made-up outputs, as if an indexer had found
 *   them, so it can show a balance and build a transfer. Nothing is ever broadcast.
 */
async function labUtxos(wallet: LabBitcoinWallet, address: string): Promise<BitcoinUtxo[]> {
  if (address !== wallet.address()) return BITCOIN_LAB_UTXOS.map((u) => ({ ...u }))
  // the same client (and answer checks) the adapter used for this wallet without the option
  return satsConnectClient(wallet.provider).getUtxos!(address)
}
