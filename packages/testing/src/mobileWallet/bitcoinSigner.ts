/**
 * The lab mobile wallet's Bitcoin key: bitcoinjs-lib + viem's secp256k1 (tiny-secp256k1's wasm
 * does not bundle for the browser page; no Buffer either). One P2WPKH key, its address per
 * network. Answers the WalletConnect bip122 RPC:
 * - `getAccountAddresses` → `[{ address, publicKey, path, intention: 'payment' }]`
 * - `signMessage { address?, message, protocol? }` → `{ address, signature, messageHash? }`:
 *   `protocol: 'bip322'` is BIP-322 "simple" (a base64 witness, see ../bitcoin/signBip322Simple.ts);
 *   `'ecdsa'` or none is BIP-137 (compact recoverable, header 39 + recid for P2WPKH)
 * - `signPsbt { psbt, signInputs: [{ address, index, sighashTypes? }], broadcast }` → `{ psbt }`:
 *   signs the listed inputs of its own address and nothing else; it has no node, so no broadcast.
 */
import { stringToU8a, u8aToHex } from '@polkadot/util'
import { ProviderRpcError } from '@portico/lab-wallet'
import { compressedPublicKey } from '@portico/lab-wallet/bitcoin'
import { invalidParams, signBip322Simple, signSecp256k1 } from '@portico/lab-wallet/internal'
import * as bitcoin from 'bitcoinjs-lib'
import { hexToBytes, toHex } from 'viem'
import { sign } from 'viem/accounts'
import { type NamespaceSigner, record, text, toBase64 } from './NamespaceSigner.js'

/** BIP-122 genesis hashes (first 32 hex) → bitcoinjs network */
const BTC_NETWORKS: Record<string, bitcoin.Network> = {
  '000000000019d6689c085ae165831e93': bitcoin.networks.bitcoin,
  '000000000933ea01ad0ee984209779ba': bitcoin.networks.testnet,
  '0f9188f13cb7b2c71f2a335e3a4fc328': bitcoin.networks.regtest,
}

interface SignInput {
  address: string
  index: number
  sighashTypes?: number[]
}

export function bitcoinSigner(seed: Uint8Array): NamespaceSigner {
  const privateKey = toHex(seed)
  const publicKey = compressedPublicKey(privateKey)
  const networkOf = (chainRef: string) => BTC_NETWORKS[chainRef] ?? bitcoin.networks.bitcoin
  const addressOn = (chainRef: string) =>
    bitcoin.payments.p2wpkh({ pubkey: publicKey, network: networkOf(chainRef) }).address as string

  const signMessage = async (params: unknown, chainRef: string) => {
    const p = record(params, 'signMessage')
    const message = text(p, 'message', 'signMessage')
    const address = addressOn(chainRef)
    if (p.address !== undefined && p.address !== address) throw invalidParams('unknown address')
    const protocol = p.protocol === undefined ? 'ecdsa' : String(p.protocol).toLowerCase()
    if (protocol === 'bip322')
      return { address, signature: await signBip322Simple(message, privateKey, networkOf(chainRef)) }
    if (protocol !== 'ecdsa') throw invalidParams(`unknown protocol ${String(p.protocol)}`)
    // BIP-137: compact recoverable signature, header 39 + recid for a P2WPKH address
    const hash = bitcoinMessageHash(message)
    const { r, s, yParity } = await sign({ hash: toHex(hash), privateKey })
    const out = new Uint8Array(65)
    out[0] = 39 + (yParity ?? 0)
    out.set(hexToBytes(r, { size: 32 }), 1)
    out.set(hexToBytes(s, { size: 32 }), 33)
    return { address, signature: toBase64(out), messageHash: u8aToHex(hash, -1, false) }
  }

  const signPsbt = async (params: unknown, chainRef: string) => {
    const p = record(params, 'signPsbt')
    const network = networkOf(chainRef)
    const address = addressOn(chainRef)
    const own = bitcoin.address.toOutputScript(address, network)
    if (p.broadcast === true) throw new ProviderRpcError(4200, 'this wallet has no node to broadcast to')
    const psbt = decodePsbt(text(p, 'psbt', 'signPsbt'), network)
    const inputs = readSignInputs(p.signInputs)
    for (const input of inputs) {
      if (input.address !== address)
        throw invalidParams(`input ${input.index} is for ${input.address}, not this wallet's address`)
      const data = psbt.data.inputs[input.index]
      if (!data) throw invalidParams(`input ${input.index} does not exist`)
      const script = data.witnessUtxo?.script
      if (!script || !sameBytes(script, own))
        throw invalidParams(`input ${input.index} does not spend ${address}`)
    }
    const signer = { publicKey, sign: (hash: Uint8Array) => signSecp256k1(hash, privateKey) }
    for (const input of inputs) {
      try {
        await psbt.signInputAsync(input.index, signer, input.sighashTypes)
      } catch (e) {
        throw invalidParams(
          `could not sign input ${input.index}: ${e instanceof Error ? e.message : String(e)}`,
        )
      }
    }
    return { psbt: psbt.toBase64() }
  }

  return {
    namespace: 'bip122',
    address: addressOn,
    methods: ['signMessage', 'getAccountAddresses', 'signPsbt'],
    describe: (method, params) => {
      const p = (params ?? {}) as Record<string, unknown>
      if (method === 'signMessage') {
        const kind = String(p.protocol ?? '').toLowerCase() === 'bip322' ? 'BIP-322' : 'BIP-137'
        return `Sign a Bitcoin message (${kind}): ${String(p.message ?? '')}`
      }
      if (method === 'signPsbt') return describePsbt(p)
      return 'Share your Bitcoin addresses'
    },
    async handle(method, params, chainRef) {
      if (method === 'getAccountAddresses')
        return [
          {
            address: addressOn(chainRef),
            publicKey: u8aToHex(publicKey, -1, false),
            path: "m/84'/0'/0'/0/0",
            intention: 'payment',
          },
        ]
      if (method === 'signPsbt') return signPsbt(params, chainRef)
      return signMessage(params, chainRef)
    },
  }
}

function decodePsbt(base64: string, network: bitcoin.Network): bitcoin.Psbt {
  try {
    return bitcoin.Psbt.fromBase64(base64, { network })
  } catch {
    throw invalidParams('psbt could not be decoded')
  }
}

function readSignInputs(value: unknown): SignInput[] {
  if (!Array.isArray(value) || value.length === 0)
    throw invalidParams('signInputs must list { address, index } entries')
  return value.map((v) => {
    const { address, index, sighashTypes } = (v ?? {}) as Record<string, unknown>
    if (typeof address !== 'string' || !Number.isInteger(index) || (index as number) < 0)
      throw invalidParams('signInputs entries need an address and an input index')
    if (
      sighashTypes !== undefined &&
      (!Array.isArray(sighashTypes) || sighashTypes.some((t) => !Number.isInteger(t)))
    )
      throw invalidParams('sighashTypes must be integers')
    return {
      address,
      index: index as number,
      ...(sighashTypes ? { sighashTypes: sighashTypes as number[] } : {}),
    }
  })
}

/** the approval prompt: what leaves the wallet (output amounts) and which inputs it signs */
function describePsbt(p: Record<string, unknown>): string {
  try {
    const psbt = bitcoin.Psbt.fromBase64(String(p.psbt))
    const outs = psbt.txOutputs.map((o) => `${formatBtc(o.value)} BTC`).join(', ')
    const count = Array.isArray(p.signInputs) ? p.signInputs.length : 0
    return `Sign a Bitcoin transaction: ${count} input(s) of yours, outputs ${outs}`
  } catch {
    return 'Sign a Bitcoin transaction (PSBT that could not be read)'
  }
}

function formatBtc(sats: bigint): string {
  const whole = sats / 100_000_000n
  const frac = (sats % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  return frac ? `${whole}.${frac}` : String(whole)
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i])

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
