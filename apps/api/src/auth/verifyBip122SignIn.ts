/**
 * A Bitcoin sign-in signature: BIP-322 "simple" (base64 witness) by a P2WPKH address, checked by
 * @portico/adapter-bitcoin's verifier (one BIP-322 implementation for the dialog and this server;
 * apps may depend on packages, DESIGN "The house") with `@noble/curves` secp256k1 (audited) as its
 * ECDSA: the BIP-143 sighash is already a hash (no prehash), low-S only (BIP-146 standardness).
 * The address must be of the message's network (bc1 mainnet, tb1 testnet, bcrt1 regtest).
 */
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { networkRefOfAddress, verifyBip322Simple } from '@portico/adapter-bitcoin'

export async function verifyBip122SignIn(params: {
  address: string
  message: string
  signature: string
  /** the CAIP-2 reference of the message's chain */
  reference: string
}): Promise<boolean> {
  if (networkRefOfAddress(params.address) !== params.reference) return false
  return verifyBip322Simple({
    address: params.address,
    message: params.message,
    signature: params.signature,
    verify: (hash, publicKey, signature) =>
      secp256k1.verify(signature, hash, publicKey, { prehash: false, lowS: true }),
  })
}
