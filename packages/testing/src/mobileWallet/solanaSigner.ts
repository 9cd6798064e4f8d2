/**
 * The lab mobile wallet's Solana key (ed25519 from @polkadot/util-crypto: pure JS, no wasm) and
 * its WalletConnect Solana methods: solana_signMessage, solana_signTransaction and, when it
 * knows the local RPC, solana_signAndSendTransaction (signs, then `sendTransaction` over
 * fetch). Wire transactions are decoded with @solana/kit's codecs; no Node-only APIs (the lab
 * /wallet page runs this in the browser).
 */
import { base58Decode, base58Encode, ed25519PairFromSeed, ed25519Sign } from '@polkadot/util-crypto'
import { ProviderRpcError } from '@portico/lab-wallet'
import { invalidParams } from '@portico/lab-wallet/internal'
import { getTransactionDecoder, getTransactionEncoder, type Transaction } from '@solana/kit'
import { fromBase64, type NamespaceSigner, record, text, toBase64 } from './NamespaceSigner.js'

export interface SolanaSignerOptions {
  /** where solana_signAndSendTransaction sends (the local Solana RPC); without it the method is not offered */
  rpcUrl?: string | undefined
}

const COMMITMENTS = ['processed', 'confirmed', 'finalized']

export function solanaSigner(seed: Uint8Array, options: SolanaSignerOptions = {}): NamespaceSigner {
  const pair = ed25519PairFromSeed(seed)
  const pubkey = base58Encode(pair.publicKey)
  const { rpcUrl } = options

  /** decodes `params.transaction` (base64 wire) and signs its message in our slot */
  const signTransaction = (params: unknown, method: string) => {
    const p = record(params, method)
    let tx: Transaction
    try {
      tx = getTransactionDecoder().decode(fromBase64(text(p, 'transaction', method)))
    } catch (e) {
      if (e instanceof ProviderRpcError) throw e
      throw invalidParams(`${method}: \`transaction\` is not a base64 Solana transaction`)
    }
    if (!Object.hasOwn(tx.signatures, pubkey)) throw invalidParams(`${method}: ${pubkey} is not a signer`)
    const signature = ed25519Sign(Uint8Array.from(tx.messageBytes), pair)
    const signed: Transaction = {
      ...tx,
      signatures: { ...tx.signatures, [pubkey]: signature } as Transaction['signatures'],
    }
    return { p, signature, wire: toBase64(getTransactionEncoder().encode(signed) as Uint8Array) }
  }

  const send = async (wire: string, p: Record<string, unknown>, method: string) => {
    const opts = p.sendOptions === undefined ? {} : record(p.sendOptions, `${method} sendOptions`)
    const preflight = opts.preflightCommitment
    if (preflight !== undefined && !COMMITMENTS.includes(String(preflight)))
      throw invalidParams(`${method}: unknown preflightCommitment ${String(preflight)}`)
    const res = await fetch(rpcUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [wire, { encoding: 'base64', ...(preflight ? { preflightCommitment: preflight } : {}) }],
      }),
    })
    const body = (await res.json()) as { result?: unknown; error?: { code?: number; message?: string } }
    if (body.error) throw new ProviderRpcError(body.error.code ?? -32603, body.error.message ?? 'send failed')
    if (typeof body.result !== 'string') throw new ProviderRpcError(-32603, 'the RPC returned no signature')
    return body.result
  }

  return {
    namespace: 'solana',
    address: () => pubkey,
    methods: [
      'solana_signMessage',
      'solana_signTransaction',
      ...(rpcUrl ? ['solana_signAndSendTransaction'] : []),
      'solana_getAccounts',
      'solana_requestAccounts',
    ],
    describe: (method, params) => {
      switch (method) {
        case 'solana_signMessage':
          return `Sign a Solana message: ${safeUtf8(base58DecodeOrEmpty(params))}`
        case 'solana_signTransaction':
          return 'Sign a Solana transaction'
        case 'solana_signAndSendTransaction':
          return 'Send a Solana transaction'
        default:
          return 'Share your Solana account'
      }
    },
    async handle(method, params) {
      switch (method) {
        case 'solana_signMessage': {
          const p = record(params, method)
          let message: Uint8Array
          try {
            message = base58Decode(text(p, 'message', method))
          } catch (e) {
            if (e instanceof ProviderRpcError) throw e
            throw invalidParams(`${method}: \`message\` must be base58`)
          }
          if (p.pubkey !== undefined && p.pubkey !== pubkey) throw invalidParams('unknown pubkey')
          return { signature: base58Encode(ed25519Sign(message, pair)) }
        }
        case 'solana_signTransaction': {
          const { signature, wire } = signTransaction(params, method)
          return { signature: base58Encode(signature), transaction: wire }
        }
        case 'solana_signAndSendTransaction': {
          if (!rpcUrl) throw invalidParams(`${method}: this wallet has no RPC to send to`)
          const { p, signature, wire } = signTransaction(params, method)
          const sent = await send(wire, p, method)
          if (sent !== base58Encode(signature))
            throw new ProviderRpcError(-32603, 'the RPC sent another signature')
          return { signature: sent }
        }
        default:
          return [{ pubkey }]
      }
    },
  }
}

function base58DecodeOrEmpty(params: unknown): Uint8Array {
  try {
    return base58Decode(String((params as { message?: unknown }).message ?? ''))
  } catch {
    return new Uint8Array()
  }
}
function safeUtf8(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes)
}
