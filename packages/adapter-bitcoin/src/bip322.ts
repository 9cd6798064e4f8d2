/**
 * BIP-322 "simple" signatures for P2WPKH addresses, on bitcoinjs-lib transactions.
 * Our own code because no installed library does BIP-322 (bitcoinjs-lib builds the
 * to_spend / to_sign transactions and the BIP-143 sighash; the proposal is ~60 lines).
 * The ECDSA check itself is injected (`verify(hash, publicKey, signature)`), the same way
 * bitcoinjs-lib takes its curve (`initEccLib`, `ECPairFactory(ecc)`): tiny-secp256k1's
 * `verify` fits, and a host can pass any secp256k1 library.
 */
import {
  address as btcAddress,
  crypto,
  type Network,
  networks,
  payments,
  script,
  Transaction,
} from 'bitcoinjs-lib'

const TAG = new TextEncoder().encode('BIP0322-signed-message')

/** SHA256(SHA256(tag) || SHA256(tag) || message) */
export function bip322MessageHash(message: string | Uint8Array): Uint8Array {
  const tagHash = crypto.sha256(TAG)
  const msg = typeof message === 'string' ? new TextEncoder().encode(message) : message
  const data = new Uint8Array(64 + msg.length)
  data.set(tagHash, 0)
  data.set(tagHash, 32)
  data.set(msg, 64)
  return crypto.sha256(data)
}

/** The virtual to_spend transaction of BIP-322 for `scriptPubKey`. */
export function bip322ToSpend(scriptPubKey: Uint8Array, message: string | Uint8Array): Transaction {
  const tx = new Transaction()
  tx.version = 0
  tx.locktime = 0
  tx.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    script.compile([script.OPS.OP_0, bip322MessageHash(message)]),
  )
  tx.addOutput(scriptPubKey, 0n)
  return tx
}

/** The virtual to_sign transaction (no witness yet). */
export function bip322ToSign(toSpend: Transaction): Transaction {
  const tx = new Transaction()
  tx.version = 0
  tx.locktime = 0
  tx.addInput(toSpend.getHash(), 0, 0)
  tx.addOutput(script.compile([script.OPS.OP_RETURN]), 0n)
  return tx
}

/** The BIP-143 sighash a P2WPKH signer signs (SIGHASH_ALL). */
export function bip322SighashP2wpkh(publicKey: Uint8Array, message: string | Uint8Array, network: Network) {
  const p2wpkh = payments.p2wpkh({ pubkey: publicKey, network })
  const toSpend = bip322ToSpend(p2wpkh.output!, message)
  const toSign = bip322ToSign(toSpend)
  const scriptCode = payments.p2pkh({ hash: p2wpkh.hash!, network }).output!
  return toSign.hashForWitnessV0(0, scriptCode, 0n, Transaction.SIGHASH_ALL)
}

/** witness stack → the consensus serialization BIP-322 "simple" encodes in base64 */
export function encodeWitness(stack: Uint8Array[]): Uint8Array {
  const parts: number[] = [stack.length]
  for (const item of stack) {
    if (item.length >= 0xfd) throw new Error('witness item too long for this encoder')
    parts.push(item.length, ...item)
  }
  return Uint8Array.from(parts)
}

export function decodeWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let i = 0
  const count = bytes[i++]
  if (count === undefined || count >= 0xfd) return undefined
  const stack: Uint8Array[] = []
  for (let n = 0; n < count; n++) {
    const len = bytes[i++]
    if (len === undefined || len >= 0xfd || i + len > bytes.length) return undefined
    stack.push(bytes.slice(i, i + len))
    i += len
  }
  return i === bytes.length ? stack : undefined
}

export type EcdsaVerify = (
  hash: Uint8Array,
  publicKey: Uint8Array,
  signature: Uint8Array,
) => boolean | Promise<boolean>

function fromBase64(b64: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
  } catch {
    return undefined
  }
}

/**
 * Verifies a BIP-322 "simple" signature (base64 witness) by a P2WPKH address.
 * Returns false for anything that does not check out (other address types included).
 */
export async function verifyBip322Simple(params: {
  address: string
  message: string
  signature: string
  /** default: bitcoin, testnet or regtest from the address's bech32 prefix */
  network?: Network
  verify: EcdsaVerify
}): Promise<boolean> {
  let program: Uint8Array
  let network: Network
  try {
    const decoded = btcAddress.fromBech32(params.address)
    network =
      params.network ??
      [networks.bitcoin, networks.testnet, networks.regtest].find((n) => n.bech32 === decoded.prefix)!
    if (!network || decoded.version !== 0 || decoded.data.length !== 20 || decoded.prefix !== network.bech32)
      return false
    program = decoded.data
  } catch {
    return false
  }
  const bytes = fromBase64(params.signature)
  const stack = bytes ? decodeWitness(bytes) : undefined
  if (stack?.length !== 2) return false
  const [sig, publicKey] = stack as [Uint8Array, Uint8Array]
  if (publicKey.length !== 33) return false
  const hash160 = crypto.hash160(publicKey)
  if (hash160.length !== program.length || hash160.some((b, i) => b !== program[i])) return false
  let decodedSig: ReturnType<typeof script.signature.decode>
  try {
    decodedSig = script.signature.decode(sig)
  } catch {
    return false
  }
  if (decodedSig.hashType !== Transaction.SIGHASH_ALL) return false
  const hash = bip322SighashP2wpkh(publicKey, params.message, network)
  try {
    return (await params.verify(hash, publicKey, decodedSig.signature)) === true
  } catch {
    return false
  }
}
