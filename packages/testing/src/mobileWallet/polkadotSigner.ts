/**
 * The lab mobile wallet's Polkadot key (ed25519 from @polkadot/util-crypto) and its WalletConnect
 * polkadot RPC (https://docs.reown.com/advanced/multichain/rpc-reference/polkadot-rpc):
 * - `polkadot_signMessage { address, message }` → `{ signature }` over the `<Bytes>…</Bytes>`-wrapped
 *   bytes (the extension convention);
 * - `polkadot_signTransaction { address, transactionPayload }` (a SignerPayloadJSON) → `{ signature }`
 *   over the encoded ExtrinsicPayload, decoded with a registry that knows the chain's metadata
 *   (the lab runtime, like the lab polkadot extension, createPolkadotLabWallet.ts, does).
 * Signatures are typed MultiSignatures: 0x00 (ed25519) + 64 bytes. @polkadot/api and the metadata
 * load inside `handle()` (lazy chunks), so the mobile wallet's startup does not grow.
 * Browser-safe: the lab /wallet page bundles it.
 */
import { hexToU8a, isHex, stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { blake2AsU8a, ed25519PairFromSeed, ed25519Sign, encodeAddress } from '@polkadot/util-crypto'
import { invalidParams } from '@portico/lab-wallet/internal'
import { type NamespaceSigner, record, text } from './NamespaceSigner.js'

export const POLKADOT_SIGN_MESSAGE = 'polkadot_signMessage'
export const POLKADOT_SIGN_TRANSACTION = 'polkadot_signTransaction'

const GENESIS_RE = /^0x[0-9a-fA-F]{64}$/

/** the short, text-only summary of a transaction payload for the approval prompt */
function describeTransaction(params: unknown): string {
  const payload = (params as { transactionPayload?: Record<string, unknown> } | null)?.transactionPayload
  const str = (v: unknown, max: number) => {
    const s = typeof v === 'string' ? v : ''
    return s.length > max ? `${s.slice(0, max)}…` : s
  }
  const nonce = typeof payload?.nonce === 'string' && isHex(payload.nonce) ? Number(payload.nonce) : '?'
  return `Sign a Polkadot transaction (nonce ${nonce}) on chain ${str(payload?.genesisHash, 18)}: call ${str(payload?.method, 42)}`
}

/** the message as text for the prompt (dapps send it hex-encoded) */
function messageText(message: unknown): string {
  if (typeof message !== 'string') return ''
  if (!isHex(message)) return message
  return new TextDecoder('utf-8', { fatal: false }).decode(hexToU8a(message))
}

export function polkadotSigner(seed: Uint8Array): NamespaceSigner {
  const pair = ed25519PairFromSeed(seed)
  const address = encodeAddress(pair.publicKey, 0)
  const typed = (sig: Uint8Array) => {
    const out = new Uint8Array(65)
    out.set(sig, 1)
    return u8aToHex(out)
  }

  const signTransaction = async (p: Record<string, unknown>, chainRef: string) => {
    const method = POLKADOT_SIGN_TRANSACTION
    const payload = record(p.transactionPayload, `${method} transactionPayload`)
    if (payload.address !== address) throw invalidParams('transactionPayload.address is not this account')
    const genesisHash = text(payload, 'genesisHash', method)
    if (!GENESIS_RE.test(genesisHash))
      throw invalidParams('transactionPayload.genesisHash must be 32 bytes hex')
    // CAIP-13: the chain reference is the first 32 hex of the genesis hash
    if (chainRef && genesisHash.slice(2, 34).toLowerCase() !== chainRef.toLowerCase())
      throw invalidParams(`transactionPayload is for another chain than polkadot:${chainRef}`)
    const { offlinePolkadotApi, loadPolkadotLabRuntime } = await import('@portico/lab-wallet/polkadot')
    const api = await offlinePolkadotApi(genesisHash as `0x${string}`, await loadPolkadotLabRuntime())
    let encoded: Uint8Array
    try {
      // the call must decode with the chain's metadata, as an extension checks before showing it
      api.createType('Call', text(payload, 'method', method))
      encoded = api
        .createType('ExtrinsicPayload', payload, { version: Number(payload.version) })
        .toU8a({ method: true })
    } catch (e) {
      throw invalidParams(`${method}: ${e instanceof Error ? e.message : String(e)}`)
    }
    // payloads over 256 bytes are signed by their blake2-256 hash (Substrate's rule)
    const data = encoded.length > 256 ? blake2AsU8a(encoded, 256) : encoded
    return { signature: typed(ed25519Sign(data, pair)) }
  }

  return {
    namespace: 'polkadot',
    address: () => address,
    methods: [POLKADOT_SIGN_MESSAGE, POLKADOT_SIGN_TRANSACTION],
    describe: (m, params) =>
      m === POLKADOT_SIGN_TRANSACTION
        ? describeTransaction(params)
        : `Sign a Polkadot message: ${messageText((params as { message?: unknown } | null)?.message)}`,
    async handle(method, params, chainRef) {
      const p = record(params, method)
      if (p.address !== undefined && p.address !== address) throw invalidParams('unknown address')
      if (method === POLKADOT_SIGN_TRANSACTION) return signTransaction(p, chainRef)
      const message = text(p, 'message', method)
      const bytes = message.startsWith('0x') ? hexToU8a(message) : stringToU8a(message)
      // the extension convention: sign <Bytes>…</Bytes>-wrapped data, ed25519 signatures get type byte 0x00
      return { signature: typed(ed25519Sign(u8aWrapBytes(bytes), pair)) }
    },
  }
}
