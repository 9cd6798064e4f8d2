/** The lab mobile wallet's Solana key (ed25519 from @polkadot/util-crypto: pure JS, no wasm). */
import { base58Decode, base58Encode, ed25519PairFromSeed, ed25519Sign } from '@polkadot/util-crypto'
import { invalidParams } from '../labWallet/ProviderRpcError.js'
import { type NamespaceSigner, record, text } from './NamespaceSigner.js'

export interface SolanaSignerOptions {
  /** where solana_signAndSendTransaction sends (the local Solana RPC); without it the method is not offered */
  rpcUrl?: string | undefined
}

export function solanaSigner(seed: Uint8Array, _options: SolanaSignerOptions = {}): NamespaceSigner {
  const pair = ed25519PairFromSeed(seed)
  const pubkey = base58Encode(pair.publicKey)
  return {
    namespace: 'solana',
    address: () => pubkey,
    methods: ['solana_signMessage', 'solana_getAccounts', 'solana_requestAccounts'],
    describe: (method, params) =>
      method === 'solana_signMessage'
        ? `Sign a Solana message: ${safeUtf8(base58DecodeOrEmpty(params))}`
        : 'Share your Solana account',
    async handle(method, params) {
      if (method !== 'solana_signMessage') return [{ pubkey }]
      const p = record(params, method)
      const message = base58Decode(text(p, 'message', method))
      if (p.pubkey !== undefined && p.pubkey !== pubkey) throw invalidParams('unknown pubkey')
      return { signature: base58Encode(ed25519Sign(message, pair)) }
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
