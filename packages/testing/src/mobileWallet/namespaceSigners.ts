/**
 * Keys and signing of the lab mobile wallet for the non-EVM namespaces, over the namespace
 * libraries (ed25519 from @polkadot/util-crypto — pure JS, no wasm — for solana and polkadot;
 * bitcoinjs-lib + viem's secp256k1 for bip122 — tiny-secp256k1's wasm does not bundle for the
 * browser page; @cosmjs for cosmos). One 32-byte seed gives every
 * key. Request/response shapes are the WalletConnect namespace RPC ones
 * (https://docs.reown.com/advanced/multichain/rpc-reference).
 */
import { Secp256k1Wallet, type StdSignDoc } from '@cosmjs/amino'
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing'
import { hexToU8a, stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import {
  base58Decode,
  base58Encode,
  ed25519PairFromSeed,
  ed25519Sign,
  encodeAddress,
} from '@polkadot/util-crypto'
import * as bitcoin from 'bitcoinjs-lib'
import { hexToBytes, toHex } from 'viem'
import { sign } from 'viem/accounts'
import { compressedPublicKey } from '../bitcoin/secp256k1.js'
import { invalidParams, unsupportedMethod } from '../labWallet/ProviderRpcError.js'

export type SignerNamespace = 'solana' | 'bip122' | 'polkadot' | 'cosmos'

export interface NamespaceSigner {
  namespace: SignerNamespace
  /** the account address on a CAIP-2 chain reference (the part after `ns:`) */
  address(chainRef: string): string
  /** methods this signer answers; everything else is 4200 */
  methods: readonly string[]
  /** human summary for the approval prompt */
  describe(method: string, params: unknown): string
  handle(method: string, params: unknown, chainRef: string): Promise<unknown>
}

const record = (params: unknown, method: string): Record<string, unknown> => {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw invalidParams(`${method} expects an object`)
  return params as Record<string, unknown>
}
const text = (p: Record<string, unknown>, key: string, method: string): string => {
  const v = p[key]
  if (typeof v !== 'string') throw invalidParams(`${method}: \`${key}\` must be a string`)
  return v
}

export function solanaSigner(seed: Uint8Array): NamespaceSigner {
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

export function polkadotSigner(seed: Uint8Array): NamespaceSigner {
  const pair = ed25519PairFromSeed(seed)
  const address = encodeAddress(pair.publicKey, 0)
  return {
    namespace: 'polkadot',
    address: () => address,
    methods: ['polkadot_signMessage'],
    describe: (_m, params) =>
      `Sign a Polkadot message: ${String((params as { message?: unknown })?.message ?? '')}`,
    async handle(method, params) {
      const p = record(params, method)
      const message = text(p, 'message', method)
      if (p.address !== undefined && p.address !== address) throw invalidParams('unknown address')
      const bytes = message.startsWith('0x') ? hexToU8a(message) : stringToU8a(message)
      // the extension convention: sign <Bytes>…</Bytes>-wrapped data, ed25519 signatures get type byte 0x00
      const sig = ed25519Sign(u8aWrapBytes(bytes), pair)
      const typed = new Uint8Array(65)
      typed.set(sig, 1)
      return { signature: u8aToHex(typed) }
    },
  }
}

export async function cosmosSigner(seed: Uint8Array, prefix = 'cosmos'): Promise<NamespaceSigner> {
  const direct = await DirectSecp256k1Wallet.fromKey(seed, prefix)
  const amino = await Secp256k1Wallet.fromKey(seed, prefix)
  const [account] = await direct.getAccounts()
  if (!account) throw new Error('cosmosSigner: no account')
  const b64 = toBase64
  const fromB64 = fromBase64
  return {
    namespace: 'cosmos',
    address: () => account.address,
    methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
    describe: (method) =>
      method === 'cosmos_getAccounts' ? 'Share your Cosmos account' : `Sign a Cosmos transaction (${method})`,
    async handle(method, params) {
      if (method === 'cosmos_getAccounts')
        return [{ address: account.address, algo: account.algo, pubkey: b64(account.pubkey) }]
      const p = record(params, method)
      if (text(p, 'signerAddress', method) !== account.address) throw invalidParams('unknown signerAddress')
      const doc = record(p.signDoc, method)
      if (method === 'cosmos_signAmino') {
        const { signed, signature } = await amino.signAmino(account.address, doc as unknown as StdSignDoc)
        return { signed, signature }
      }
      if (method !== 'cosmos_signDirect') throw unsupportedMethod(method)
      const signDoc = {
        chainId: text(doc, 'chainId', method),
        accountNumber: BigInt(String(doc.accountNumber ?? '0')),
        bodyBytes: fromB64(text(doc, 'bodyBytes', method)),
        authInfoBytes: fromB64(text(doc, 'authInfoBytes', method)),
      }
      const { signature } = await direct.signDirect(account.address, signDoc)
      return { signature, signed: doc }
    },
  }
}

/** base64 without Buffer (the lab /wallet page runs this in the browser) */
export function toBase64(bytes: Uint8Array): string {
  let bin = ''
  for (const b of bytes) bin += String.fromCharCode(b)
  return btoa(bin)
}
export function fromBase64(s: string): Uint8Array {
  const bin = atob(s)
  return Uint8Array.from(bin, (c) => c.charCodeAt(0))
}
