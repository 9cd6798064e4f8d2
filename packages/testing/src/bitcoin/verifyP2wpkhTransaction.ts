/**
 * Node-side check of a finalized P2WPKH transaction: every input's witness is [signature,
 * publicKey], the key hashes to the spent output's program and the BIP-143 signature verifies
 * (tiny-secp256k1). Lets a test confirm what an adapter produced without trusting the adapter.
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
import * as ecc from 'tiny-secp256k1'

export interface SpentOutput {
  /** the P2WPKH address that owned the output */
  address: string
  /** satoshis */
  value: number | bigint
}

export interface CheckedTransaction {
  /** every input spends the given output with a valid signature */
  valid: boolean
  txid: string
  inputs: { txid: string; vout: number }[]
  outputs: { address: string | undefined; value: bigint }[]
}

function networkOf(address: string): Network {
  if (address.startsWith('bcrt1')) return networks.regtest
  if (address.startsWith('tb1')) return networks.testnet
  return networks.bitcoin
}

export function verifyP2wpkhTransaction(hex: string, spent: SpentOutput[]): CheckedTransaction {
  const tx = Transaction.fromHex(hex)
  const network = networkOf(spent[0]?.address ?? '')
  const inputs = tx.ins.map((i) => ({ txid: Buffer.from(i.hash).reverse().toString('hex'), vout: i.index }))
  const outputs = tx.outs.map((o) => {
    let address: string | undefined
    try {
      address = btcAddress.fromOutputScript(o.script, network)
    } catch {
      address = undefined
    }
    return { address, value: o.value }
  })
  const valid =
    tx.ins.length === spent.length &&
    tx.ins.length > 0 &&
    tx.ins.every((input, i) => {
      const prev = spent[i]!
      const [sig, pubkey] = input.witness as [Uint8Array | undefined, Uint8Array | undefined]
      if (input.witness.length !== 2 || !sig || !pubkey) return false
      const program = btcAddress.toOutputScript(prev.address, network).subarray(2)
      const h = crypto.hash160(pubkey)
      if (h.length !== program.length || h.some((b, j) => b !== program[j])) return false
      const decoded = script.signature.decode(sig)
      const scriptCode = payments.p2pkh({ hash: h }).output!
      const hash = tx.hashForWitnessV0(i, scriptCode, BigInt(prev.value), decoded.hashType)
      return ecc.verify(hash, pubkey, decoded.signature)
    })
  return { valid, txid: tx.getId(), inputs, outputs }
}

/** tiny-secp256k1's ECDSA verify, for BIP-322 verifiers that take one (Node only: the module is WASM) */
export const secp256k1Verify = (hash: Uint8Array, publicKey: Uint8Array, signature: Uint8Array): boolean =>
  ecc.verify(hash, publicKey, signature)
