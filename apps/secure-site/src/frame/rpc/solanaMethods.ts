/**
 * Solana over the frame, with WalletConnect's method names and shapes so adapter-solana's
 * WalletConnect wallet (walletConnectSolanaWallet.ts) works unchanged:
 * - solana_getAccounts / solana_requestAccounts → [{ pubkey }]
 * - solana_signMessage { message: base58, pubkey } → { signature: base58 }
 * - solana_signTransaction { transaction: base64 } → { signature: base58, transaction: base64 }
 * - solana_signAndSendTransaction { transaction: base64, sendOptions? } → { signature: base58 }
 *   (sent with `sendTransaction`, base64 encoding, to the network's own RPC)
 * - solana_signAllTransactions { transactions: base64[] } → { transactions: base64[] }
 * Signatures are ed25519 (@noble/curves) with the derived solana key.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { SOLANA_PREFLIGHT_COMMITMENTS } from '@portico/core'
import { bytesToHex } from 'viem'
import { z } from 'zod/mini'
import { base58Decode, base58Encode } from '../encoding/base58.js'
import { base64Decode, base64Encode } from '../encoding/base64.js'
import type { FrameNetwork } from '../frameConfig.js'
import { invalidParams } from '../frameError.js'
import type { WalletAddresses } from '../secureSiteApi.js'
import { TEXTS } from '../texts.js'
import { type ApprovalDetails, type DetailItem, printableText } from './approvalDetails.js'
import { parseParams } from './eip155Params.js'
import type { RpcContext, UnsafeRequest } from './rpcContext.js'
import { parseSolanaTransaction, type SolanaTransaction, signSolanaTransaction } from './solanaTransaction.js'

const base58 = z.string().check(z.maxLength(20_000))
const base64 = z.string().check(z.maxLength(20_000))
/** SPEC §5 Solana preflightCommitment values: core's list */
const COMMITMENTS = SOLANA_PREFLIGHT_COMMITMENTS

const signMessageParams = z.object({ message: base58, pubkey: base58 })
const signTransactionParams = z.object({ transaction: base64 })
const signAndSendParams = z.object({
  transaction: base64,
  sendOptions: z.optional(
    z.object({
      // SPEC §5: preflightCommitment is one of these
      preflightCommitment: z.optional(z.enum(COMMITMENTS)),
      skipPreflight: z.optional(z.boolean()),
      maxRetries: z.optional(z.number()),
      minContextSlot: z.optional(z.number()),
    }),
  ),
})
const signAllParams = z.object({ transactions: z.array(base64).check(z.minLength(1), z.maxLength(20)) })

function readTransaction(text: string, address: string): SolanaTransaction {
  const bytes = base64Decode(text)
  const tx = bytes && parseSolanaTransaction(bytes)
  if (!tx) throw invalidParams('transaction is not a Solana transaction')
  if (!tx.signers.includes(address)) throw invalidParams('this account does not sign the transaction')
  return tx
}

function details(
  method: string,
  network: FrameNetwork,
  account: string,
  items: DetailItem[],
): ApprovalDetails {
  return {
    method,
    title: TEXTS.approve.title[method] ?? method,
    network: network.name,
    account,
    items,
  }
}

const describeTransaction = (tx: SolanaTransaction): DetailItem[] => [
  {
    kind: 'block',
    label: TEXTS.approve.message,
    value: TEXTS.approve.solanaTransaction(tx.instructionCount),
  },
  { kind: 'row', label: TEXTS.approve.feePayer, value: tx.signers[0] ?? '', mono: true },
]

function sign(ctx: RpcContext, txs: SolanaTransaction[], address: string) {
  return ctx.withKeys(async (keys) =>
    txs.map((tx) => {
      const out = signSolanaTransaction(tx, keys.solana, address)
      if (!out) throw invalidParams('this account does not sign the transaction')
      return out
    }),
  )
}

export function solanaUnsafe(
  ctx: RpcContext,
  network: FrameNetwork,
  method: string,
  params: unknown,
  account: WalletAddresses,
): UnsafeRequest {
  const address = account.solana
  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = parseParams(signMessageParams, params)
      if (pubkey !== address) throw invalidParams('pubkey is not this account')
      const bytes = base58Decode(message)
      if (!bytes) throw invalidParams('message is not base58')
      const text = printableText(bytes)
      return {
        describe: async () =>
          details(method, network, address, [
            text === null
              ? { kind: 'block', label: TEXTS.approve.messageHex, value: bytesToHex(bytes), mono: true }
              : { kind: 'block', label: TEXTS.approve.message, value: text },
          ]),
        execute: () =>
          ctx.withKeys(async (keys) => ({ signature: base58Encode(ed25519.sign(bytes, keys.solana)) })),
      }
    }
    case 'solana_signTransaction': {
      const tx = readTransaction(parseParams(signTransactionParams, params).transaction, address)
      return {
        describe: async () => details(method, network, address, describeTransaction(tx)),
        async execute() {
          const [out] = await sign(ctx, [tx], address)
          return {
            ...(out!.isFeePayer ? { signature: base58Encode(out!.signature) } : {}),
            transaction: base64Encode(out!.signed),
          }
        },
      }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, sendOptions } = parseParams(signAndSendParams, params)
      const tx = readTransaction(transaction, address)
      return {
        describe: async () => details(method, network, address, describeTransaction(tx)),
        async execute() {
          const [out] = await sign(ctx, [tx], address)
          const signature = await ctx.solanaRpc(network, 'sendTransaction', [
            base64Encode(out!.signed),
            { ...sendOptions, encoding: 'base64' },
          ])
          return { signature: typeof signature === 'string' ? signature : base58Encode(out!.signature) }
        },
      }
    }
    case 'solana_signAllTransactions': {
      const txs = parseParams(signAllParams, params).transactions.map((t) => readTransaction(t, address))
      return {
        describe: async () =>
          details(method, network, address, [
            { kind: 'row', label: TEXTS.approve.message, value: TEXTS.approve.solanaCount(txs.length) },
            ...txs.flatMap(describeTransaction),
          ]),
        async execute() {
          const signed = await sign(ctx, txs, address)
          return { transactions: signed.map((s) => base64Encode(s.signed)) }
        },
      }
    }
    default:
      throw invalidParams()
  }
}
