/**
 * A bank MsgSend signed by the wallet through cosmjs `SigningStargateClient.offline` (direct or
 * amino signer), then checked by decoding the TxRaw (`decodeTxRaw` + the default registry): it
 * must carry the same sender, receiver, amount, memo and sequence. There is no node here:
 * nothing is broadcast. A lazy chunk: @cosmjs/stargate loads only on the first send.
 */
import { decodeTxRaw, Registry } from '@cosmjs/proto-signing'
import { defaultRegistryTypes, SigningStargateClient } from '@cosmjs/stargate'
import { porticoError } from '@portico/core'
import { bech32Prefix, toBase64 } from './cosmosActions.js'
import type { CosmosCoin, CosmosSignedTransfer, CosmosTransferParams } from './cosmosTypes.js'
import { encodeTxRaw } from './encodeTxRaw.js'
import type { KeplrLike } from './keplrTypes.js'
import { invalidResponse, toCosmosError } from './toCosmosError.js'

const MSG_SEND = '/cosmos.bank.v1beta1.MsgSend'
const SIGN_MODE_DIRECT = 1
const SIGN_MODE_LEGACY_AMINO_JSON = 127

/** SHA-256 of the TxRaw bytes, uppercase hex: the hash a node and explorers know the tx by */
async function txHash(txBytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(txBytes)))
  return [...digest]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()
}

export async function signTransferAction(
  wallet: KeplrLike,
  chainId: string,
  fromAddress: string,
  params: CosmosTransferParams & { denom: string },
): Promise<CosmosSignedTransfer> {
  const mode = params.mode ?? 'direct'
  if (bech32Prefix(params.to) !== bech32Prefix(fromAddress))
    throw porticoError('INVALID_ADDRESS', { details: { to: params.to } })
  if (typeof params.amount !== 'bigint' || params.amount <= 0n || !params.denom)
    throw porticoError('INVALID_AMOUNT', { details: { amount: String(params.amount), denom: params.denom } })
  const amount: CosmosCoin[] = [{ denom: params.denom, amount: params.amount.toString() }]
  const memo = params.memo ?? ''
  const msg = { typeUrl: MSG_SEND, value: { fromAddress, toAddress: params.to, amount } }
  let raw: { bodyBytes: Uint8Array; authInfoBytes: Uint8Array; signatures: Uint8Array[] }
  try {
    const signer =
      mode === 'direct' ? wallet.getOfflineSigner(chainId) : wallet.getOfflineSignerOnlyAmino(chainId)
    const client = await SigningStargateClient.offline(signer)
    raw = await client.sign(fromAddress, [msg], params.fee, memo, {
      accountNumber: BigInt(params.accountNumber),
      sequence: params.sequence,
      chainId,
    })
  } catch (e) {
    throw toCosmosError(e)
  }
  const [signature] = raw.signatures
  if (raw.signatures.length !== 1 || !signature || signature.length !== 64)
    throw invalidResponse({ signatures: raw.signatures.length })

  const txBytes = encodeTxRaw(raw)
  const tx = decodeTxRaw(txBytes)
  const any = tx.body.messages[0]
  const decodedMsg = any ? (new Registry(defaultRegistryTypes).decode(any) as typeof msg.value) : undefined
  const info = tx.authInfo.signerInfos[0]
  const signMode = info?.modeInfo?.single?.mode
  const decoded = {
    typeUrl: any?.typeUrl ?? '',
    fromAddress: decodedMsg?.fromAddress ?? '',
    toAddress: decodedMsg?.toAddress ?? '',
    amount: (decodedMsg?.amount ?? []).map((c) => ({ denom: c.denom, amount: c.amount })),
    memo: tx.body.memo,
    sequence: Number(info?.sequence ?? -1),
    signMode: signMode === SIGN_MODE_LEGACY_AMINO_JSON ? ('amino' as const) : ('direct' as const),
  }
  const expectedMode = mode === 'direct' ? SIGN_MODE_DIRECT : SIGN_MODE_LEGACY_AMINO_JSON
  if (
    tx.body.messages.length !== 1 ||
    decoded.typeUrl !== MSG_SEND ||
    decoded.fromAddress !== fromAddress ||
    decoded.toAddress !== params.to ||
    JSON.stringify(decoded.amount) !== JSON.stringify(amount) ||
    decoded.memo !== memo ||
    decoded.sequence !== params.sequence ||
    signMode !== expectedMode
  )
    throw invalidResponse({ decoded })
  const txBase64 = toBase64(txBytes)
  return {
    id: await txHash(txBytes),
    raw: txBase64,
    txBase64,
    bodyBytes: raw.bodyBytes,
    authInfoBytes: raw.authInfoBytes,
    signature: toBase64(signature),
    decoded,
    broadcast: false,
  }
}
