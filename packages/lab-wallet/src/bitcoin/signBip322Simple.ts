/**
 * The signer side of BIP-322 "simple" for P2WPKH, for the Lab Bitcoin Wallet. The verifier
 * lives in @portico/adapter-bitcoin (bip322.ts); the ~25 lines that build to_spend / to_sign
 * are repeated here because testing must not import adapters (DESIGN layers), and a wallet
 * and a dapp each having their own implementation is what the e2e test wants to check anyway.
 */
import { crypto, type Network, payments, script, Transaction } from 'bitcoinjs-lib'
import type { Hex } from 'viem'
import { compressedPublicKey, signSecp256k1 } from './secp256k1.js'

const TAG = new TextEncoder().encode('BIP0322-signed-message')

function messageHash(message: string): Uint8Array {
  const tag = crypto.sha256(TAG)
  const msg = new TextEncoder().encode(message)
  const data = new Uint8Array(64 + msg.length)
  data.set(tag, 0)
  data.set(tag, 32)
  data.set(msg, 64)
  return crypto.sha256(data)
}

/** base64 of the serialized witness [signature+SIGHASH_ALL, publicKey] */
export async function signBip322Simple(message: string, privateKey: Hex, network: Network): Promise<string> {
  const publicKey = compressedPublicKey(privateKey)
  const p2wpkh = payments.p2wpkh({ pubkey: publicKey, network })
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, script.compile([script.OPS.OP_0, messageHash(message)]))
  toSpend.addOutput(p2wpkh.output!, 0n)
  const toSign = new Transaction()
  toSign.version = 0
  toSign.addInput(toSpend.getHash(), 0, 0)
  toSign.addOutput(script.compile([script.OPS.OP_RETURN]), 0n)
  const scriptCode = payments.p2pkh({ hash: p2wpkh.hash!, network }).output!
  const hash = toSign.hashForWitnessV0(0, scriptCode, 0n, Transaction.SIGHASH_ALL)
  const sig = script.signature.encode(await signSecp256k1(hash, privateKey), Transaction.SIGHASH_ALL)
  const witness = [2, sig.length, ...sig, publicKey.length, ...publicKey]
  return btoa(String.fromCharCode(...witness))
}
