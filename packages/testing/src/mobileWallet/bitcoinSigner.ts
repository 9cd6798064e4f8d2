/**
 * The lab mobile wallet's Bitcoin key: bitcoinjs-lib + viem's secp256k1 (tiny-secp256k1's wasm
 * does not bundle for the browser page).
 */
import { stringToU8a, u8aToHex } from '@polkadot/util'
import * as bitcoin from 'bitcoinjs-lib'
import { hexToBytes, toHex } from 'viem'
import { sign } from 'viem/accounts'
import { compressedPublicKey } from '../bitcoin/secp256k1.js'
import { invalidParams } from '../labWallet/ProviderRpcError.js'
import { type NamespaceSigner, record, text, toBase64 } from './NamespaceSigner.js'

/** BIP-122 genesis hashes (first 32 hex) → bitcoinjs network */
const BTC_NETWORKS: Record<string, bitcoin.Network> = {
  '000000000019d6689c085ae165831e93': bitcoin.networks.bitcoin,
  '000000000933ea01ad0ee984209779ba': bitcoin.networks.testnet,
  '0f9188f13cb7b2c71f2a335e3a4fc328': bitcoin.networks.regtest,
}

export function bitcoinSigner(seed: Uint8Array): NamespaceSigner {
  const privateKey = toHex(seed)
  const publicKey = compressedPublicKey(privateKey)
  const addressOn = (chainRef: string) =>
    bitcoin.payments.p2wpkh({
      pubkey: publicKey,
      network: BTC_NETWORKS[chainRef] ?? bitcoin.networks.bitcoin,
    }).address as string
  return {
    namespace: 'bip122',
    address: addressOn,
    methods: ['signMessage', 'getAccountAddresses'],
    describe: (method, params) =>
      method === 'signMessage'
        ? `Sign a Bitcoin message: ${String((params as { message?: unknown })?.message ?? '')}`
        : 'Share your Bitcoin addresses',
    async handle(method, params, chainRef) {
      const address = addressOn(chainRef)
      if (method === 'getAccountAddresses')
        return [
          {
            address,
            publicKey: u8aToHex(publicKey, -1, false),
            path: "m/84'/0'/0'/0/0",
            intention: 'payment',
          },
        ]
      const p = record(params, method)
      const message = text(p, 'message', method)
      if (p.address !== undefined && p.address !== address) throw invalidParams('unknown address')
      // BIP-137: compact recoverable signature, header 39 + recid for a P2WPKH address
      const hash = bitcoinMessageHash(message)
      const { r, s, yParity } = await sign({ hash: toHex(hash), privateKey })
      const out = new Uint8Array(65)
      out[0] = 39 + (yParity ?? 0)
      out.set(hexToBytes(r, { size: 32 }), 1)
      out.set(hexToBytes(s, { size: 32 }), 33)
      return { address, signature: toBase64(out), messageHash: u8aToHex(hash, -1, false) }
    },
  }
}

/** sha256d("\x18Bitcoin Signed Message:\n" + varint(len) + message) */
export function bitcoinMessageHash(message: string): Uint8Array {
  const prefix = stringToU8a('\x18Bitcoin Signed Message:\n')
  const body = stringToU8a(message)
  const len = body.length
  const varint = len < 0xfd ? Uint8Array.of(len) : Uint8Array.of(0xfd, len & 0xff, (len >> 8) & 0xff) // messages < 64 KiB
  const all = new Uint8Array(prefix.length + varint.length + body.length)
  all.set(prefix, 0)
  all.set(varint, prefix.length)
  all.set(body, prefix.length + varint.length)
  return bitcoin.crypto.hash256(all)
}
