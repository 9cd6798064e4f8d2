/** The bip122 adapter's public types (bitcoinAdapter.ts). */
import type { PorticoAdapter, PorticoNetwork, SignedTransfer, TransferRequest } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import type { BitcoinAccount, BitcoinUtxo, BitcoinWalletClient } from './bitcoinWalletClient.js'

export interface WalletsSource {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

export interface BitcoinAdapterOptions {
  /**
   * where UTXOs come from, e.g. an indexer (default: the wallet's `getUtxos`, see
   * bitcoinWalletClient.ts). Required for transfers and balance over WalletConnect, which has no
   * UTXO call.
   */
  utxos?: (params: { address: string; network: PorticoNetwork }) => Promise<BitcoinUtxo[]>
  /** fee rate in sat/vB for signTransfer (default 2) */
  feeRate?: number
  /** where injected providers are looked up (default: window) */
  window?: unknown
  /** wallet-standard wallets (default: `getWallets()` of `@wallet-standard/app`) */
  wallets?: () => WalletsSource
  /** how long reconnect waits for the stored wallet to appear after a reload (default 3 s) */
  reconnectTimeoutMs?: number
}

/** The contract's TransferRequest (`to` on the active network, `amount` in sats) and a fee rate. */
export interface BitcoinTransferParams extends TransferRequest {
  /** receiver address on the active network */
  to: string
  /** in sats (bigint) */
  amount: bigint
  /** sat/vB, overrides the adapter's */
  feeRate?: number
}

export interface BitcoinTransferResult extends SignedTransfer {
  /** the txid */
  id: string
  /** finalized transaction, hex (the same as `hex`) */
  raw: string
  /** finalized transaction, hex: ready to broadcast, NOT broadcast */
  hex: string
  txid: string
  /** the signed PSBT, base64 */
  psbt: string
  fee: number
}

export interface BitcoinAdapter extends PorticoAdapter {
  readonly namespace: 'bip122'
  /** Signs a PSBT (base64) with the connected wallet; `signInputs` maps address → input indexes. */
  signPsbt(params: { psbt: string; signInputs: Record<string, number[]> }): Promise<string>
  /** Builds, has signed and finalizes a payment; nothing is broadcast. */
  signTransfer(params: BitcoinTransferParams): Promise<BitcoinTransferResult>
  isAddress: NonNullable<PorticoAdapter['isAddress']>
  /** the connected payment account (address + public key) */
  getAccount(): BitcoinAccount | undefined
}

export interface BitcoinSession {
  client: BitcoinWalletClient
  account: BitcoinAccount
  network: PorticoNetwork
  feeRate: number
  utxos: (address: string) => Promise<BitcoinUtxo[]>
}
