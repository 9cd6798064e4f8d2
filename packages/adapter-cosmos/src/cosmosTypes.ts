export interface CosmosCoin {
  denom: string
  amount: string
}

export interface CosmosSendParams {
  /** bech32 address of the receiver (same prefix as the sender) */
  to: string
  amount: CosmosCoin[]
  fee: { amount: CosmosCoin[]; gas: string }
  memo?: string
  /** a node would tell these; offline they are given */
  accountNumber: number
  sequence: number
  /** SIGN_MODE_DIRECT (getOfflineSigner) or legacy amino JSON (getOfflineSignerOnlyAmino), default direct */
  mode?: 'direct' | 'amino'
}

/** A MsgSend signed by the wallet with `SigningStargateClient.offline`. Not broadcast. */
export interface CosmosSignedSend {
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
