/**
 * The Lab Bitcoin Wallet's key and UTXO fixture. There is no bitcoin node in the lab: the
 * wallet reports these UTXOs (as if an indexer had found them), dapps build PSBTs over them,
 * the wallet signs, and the result is a finalized transaction nobody broadcasts.
 * Test keys only: never fund them anywhere.
 */
import type { Hex } from 'viem'

export const BITCOIN_LAB_PRIVATE_KEY: Hex =
  '0x1111111111111111111111111111111111111111111111111111111111111111'

export interface LabUtxo {
  /** big-endian hex, as explorers show it */
  txid: string
  vout: number
  /** satoshis */
  value: number
}

/** 0.85 BTC in three outputs; the txids are made up (no chain has them). */
export const BITCOIN_LAB_UTXOS: readonly LabUtxo[] = Object.freeze([
  { txid: 'a1'.repeat(32), vout: 0, value: 50_000_000 },
  { txid: 'b2'.repeat(32), vout: 1, value: 25_000_000 },
  { txid: 'c3'.repeat(32), vout: 0, value: 10_000_000 },
])

/** a receiver the lab sends to (P2WPKH of private key 0x22…22), per network */
export const BITCOIN_LAB_RECEIVER_KEY: Hex =
  '0x2222222222222222222222222222222222222222222222222222222222222222'
