import type { SignedTransfer, TransferRequest } from '@portico/core'

export interface CosmosCoin {
  denom: string
  amount: string
}

/**
 * The contract's TransferRequest (`to`: bech32 with the sender's prefix, `amount`: in base units
 * of `denom`) plus what a node would tell (account number, sequence) and the fee.
 */
export interface CosmosTransferParams extends TransferRequest {
  /** bech32 address of the receiver (same prefix as the sender) */
  to: string
  /** in base units of the denom (e.g. uatom) */
  amount: bigint
  /** the coin sent: `token.address`, else this, else `u` + the native symbol (uatom) */
  denom?: string
  fee: { amount: CosmosCoin[]; gas: string }
  memo?: string
  /** a node would tell these; offline they are given */
  accountNumber: number
  sequence: number
  /** SIGN_MODE_DIRECT (getOfflineSigner) or legacy amino JSON (getOfflineSignerOnlyAmino), default direct */
  mode?: 'direct' | 'amino'
}

/** A MsgSend signed by the wallet with `SigningStargateClient.offline`. Not broadcast. */
export interface CosmosSignedTransfer extends SignedTransfer {
  /** the transaction hash: SHA-256 of the TxRaw bytes, uppercase hex (as explorers show it) */
  id: string
  /** the TxRaw bytes, base64 (the same as `txBase64`) */
  raw: string
  /** TxRaw bytes, base64: what `broadcastTx` would send */
  txBase64: string
  bodyBytes: Uint8Array
  authInfoBytes: Uint8Array
  signature: string
  decoded: {
    typeUrl: string
    fromAddress: string
    toAddress: string
    amount: CosmosCoin[]
    memo: string
    sequence: number
    signMode: 'direct' | 'amino'
  }
  broadcast: false
}
