import { readFileSync } from 'node:fs'
import { address as btcAddress, crypto, networks, Psbt, payments, script, Transaction } from 'bitcoinjs-lib'
import * as ecc from 'tiny-secp256k1'
import { hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { bitcoinMessageHash, bitcoinSigner } from './bitcoinSigner.js'

const REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328'
const TESTNET = '000000000933ea01ad0ee984209779ba'
const MAINNET = '000000000019d6689c085ae165831e93'
const SEED = hexToBytes('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318')
const OTHER = bitcoinSigner(hexToBytes(`0x${'22'.repeat(32)}`))

const b64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0))
const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as { code?: number },
  )

/**
 * BIP-322 "simple" P2WPKH verification written from the BIP's text (not the signer's code); it
 * is checked against the BIP's own test vector below before it judges the signer.
 */
function verifyBip322(address: string, message: string, signature: string, network = networks.bitcoin) {
  const bytes = b64(signature)
  if (bytes[0] !== 2) return false
  const sigLen = bytes[1]!
  const sig = bytes.subarray(2, 2 + sigLen)
  const key = bytes.subarray(3 + sigLen, 3 + sigLen + bytes[2 + sigLen]!)
  const output = btcAddress.toOutputScript(address, network)
  if (!Buffer.from(crypto.hash160(key)).equals(Buffer.from(output.subarray(2)))) return false
  const tag = crypto.sha256(new TextEncoder().encode('BIP0322-signed-message'))
  const msgHash = crypto.sha256(Buffer.concat([tag, tag, new TextEncoder().encode(message)]))
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, script.compile([script.OPS.OP_0, msgHash]))
  toSpend.addOutput(output, 0n)
  const toSign = new Transaction()
  toSign.version = 0
  toSign.addInput(toSpend.getHash(), 0, 0)
  toSign.addOutput(script.compile([script.OPS.OP_RETURN]), 0n)
  const decoded = script.signature.decode(sig)
  const scriptCode = payments.p2pkh({ hash: crypto.hash160(key) }).output!
  const hash = toSign.hashForWitnessV0(0, scriptCode, 0n, Transaction.SIGHASH_ALL)
  return decoded.hashType === Transaction.SIGHASH_ALL && ecc.verify(hash, key, decoded.signature)
}

/** a PSBT with two inputs of `address` and one of another wallet, paying `to` */
function psbtFor(address: string, network = networks.regtest) {
  const psbt = new Psbt({ network })
  const own = btcAddress.toOutputScript(address, network)
  const foreign = btcAddress.toOutputScript(OTHER.address(REGTEST), network)
  psbt.addInput({ hash: 'a1'.repeat(32), index: 0, witnessUtxo: { script: own, value: 50_000_000n } })
  psbt.addInput({ hash: 'b2'.repeat(32), index: 1, witnessUtxo: { script: own, value: 25_000_000n } })
  psbt.addInput({ hash: 'c3'.repeat(32), index: 0, witnessUtxo: { script: foreign, value: 1_000n } })
  psbt.addOutput({ address: OTHER.address(REGTEST), value: 60_000_000n })
  psbt.addOutput({ address, value: 14_999_000n })
  return psbt
}

describe('lab mobile wallet: bitcoinSigner (WalletConnect bip122 RPC)', () => {
  const signer = bitcoinSigner(SEED)
  const address = signer.address(REGTEST)

  it('one P2WPKH key: its address per chain; getAccountAddresses names it the payment address', async () => {
    expect(signer.methods).toEqual(['signMessage', 'getAccountAddresses', 'signPsbt'])
    expect(address).toMatch(/^bcrt1q/)
    expect(signer.address(TESTNET)).toMatch(/^tb1q/)
    expect(signer.address(MAINNET)).toMatch(/^bc1q/)
    const [entry] = (await signer.handle('getAccountAddresses', { account: address }, REGTEST)) as {
      address: string
      publicKey: string
      intention: string
    }[]
    expect(entry).toMatchObject({ address, intention: 'payment' })
    const program = btcAddress.fromBech32(address).data
    expect(
      Buffer.from(crypto.hash160(Buffer.from(entry!.publicKey, 'hex'))).equals(Buffer.from(program)),
    ).toBe(true)
  })

  it("signMessage with protocol 'bip322' is BIP-322 simple (checked by a verifier that passes the BIP's vector)", async () => {
    // the verifier above accepts the BIP-322 test vector ("Hello World")
    expect(
      verifyBip322(
        'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
        'Hello World',
        'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      ),
    ).toBe(true)
    const message = 'Hello from the lab mobile wallet'
    const r = (await signer.handle(
      'signMessage',
      { account: address, address, message, protocol: 'bip322' },
      REGTEST,
    )) as { address: string; signature: string }
    expect(r.address).toBe(address)
    expect(verifyBip322(address, message, r.signature, networks.regtest)).toBe(true)
    expect(verifyBip322(address, `${message}!`, r.signature, networks.regtest)).toBe(false)
    // on testnet: the testnet address
    const t = (await signer.handle('signMessage', { message, protocol: 'BIP322' }, TESTNET)) as {
      address: string
      signature: string
    }
    expect(verifyBip322(signer.address(TESTNET), message, t.signature, networks.testnet)).toBe(true)
  })

  it("signMessage with protocol 'ecdsa' or none stays BIP-137 (65-byte recoverable, header 39+)", async () => {
    for (const params of [
      { address, message: 'hi' },
      { address, message: 'hi', protocol: 'ecdsa' },
    ]) {
      const r = (await signer.handle('signMessage', params, REGTEST)) as {
        signature: string
        messageHash: string
      }
      const raw = b64(r.signature)
      expect(raw.length).toBe(65)
      expect([39, 40]).toContain(raw[0])
      const key = ecc.recover(bitcoinMessageHash('hi'), raw.slice(1), (raw[0]! - 39) as 0 | 1, true)
      expect(payments.p2wpkh({ pubkey: key!, network: networks.regtest }).address).toBe(address)
    }
    expect(
      (await errorOf(signer.handle('signMessage', { message: 'hi', protocol: 'bip999' }, REGTEST)))?.code,
    ).toBe(-32602)
    expect(
      (
        await errorOf(
          signer.handle('signMessage', { message: 'hi', address: OTHER.address(REGTEST) }, REGTEST),
        )
      )?.code,
    ).toBe(-32602)
  })

  it('signPsbt signs the listed inputs of its own address with valid BIP-143 signatures, and nothing else', async () => {
    const unsigned = psbtFor(address)
    const r = (await signer.handle(
      'signPsbt',
      {
        account: address,
        psbt: unsigned.toBase64(),
        signInputs: [
          { address, index: 0 },
          { address, index: 1, sighashTypes: [Transaction.SIGHASH_ALL] },
        ],
        broadcast: false,
      },
      REGTEST,
    )) as { psbt: string }
    expect(Object.keys(r)).toEqual(['psbt'])
    const signed = Psbt.fromBase64(r.psbt, { network: networks.regtest })
    // the transaction itself is unchanged
    expect(Buffer.from(signed.data.globalMap.unsignedTx.toBuffer())).toEqual(
      Buffer.from(unsigned.data.globalMap.unsignedTx.toBuffer()),
    )
    const validator = (pubkey: Uint8Array, hash: Uint8Array, sig: Uint8Array) => ecc.verify(hash, pubkey, sig)
    expect(signed.validateSignaturesOfInput(0, validator)).toBe(true)
    expect(signed.validateSignaturesOfInput(1, validator)).toBe(true)
    expect(signed.data.inputs[2]?.partialSig).toBeUndefined()
    signed.finalizeInput(0).finalizeInput(1)
    expect(signed.data.inputs[0]?.finalScriptWitness).toBeDefined()
  })

  it("signPsbt refuses other addresses' inputs, bad PSBTs and broadcasting", async () => {
    const psbt = psbtFor(address).toBase64()
    const call = (params: Record<string, unknown>) =>
      errorOf(signer.handle('signPsbt', { account: address, psbt, broadcast: false, ...params }, REGTEST))
    // an input listed for another address
    expect((await call({ signInputs: [{ address: OTHER.address(REGTEST), index: 2 }] }))?.code).toBe(-32602)
    // listed under its own address, but the input spends another wallet's output
    expect((await call({ signInputs: [{ address, index: 2 }] }))?.code).toBe(-32602)
    expect((await call({ signInputs: [{ address, index: 7 }] }))?.code).toBe(-32602)
    expect((await call({ signInputs: [] }))?.code).toBe(-32602)
    expect((await call({ signInputs: { [address]: [0] } }))?.code).toBe(-32602)
    expect((await call({ psbt: 'not a psbt', signInputs: [{ address, index: 0 }] }))?.code).toBe(-32602)
    expect((await call({ broadcast: true, signInputs: [{ address, index: 0 }] }))?.code).toBe(4200)
  })

  it('describes each request for the approval prompt', () => {
    expect(signer.describe('signMessage', { message: 'gm', protocol: 'bip322' })).toBe(
      'Sign a Bitcoin message (BIP-322): gm',
    )
    expect(signer.describe('signMessage', { message: 'gm' })).toBe('Sign a Bitcoin message (BIP-137): gm')
    expect(
      signer.describe('signPsbt', { psbt: psbtFor(address).toBase64(), signInputs: [{ address, index: 0 }] }),
    ).toBe('Sign a Bitcoin transaction: 1 input(s) of yours, outputs 0.6 BTC, 0.14999 BTC')
    expect(signer.describe('signPsbt', { psbt: 'junk' })).toMatch(/could not be read/)
    expect(signer.describe('getAccountAddresses', {})).toBe('Share your Bitcoin addresses')
  })

  it('stays browser-safe (the lab /wallet page bundles it): no Buffer, no tiny-secp256k1, no node:', () => {
    const code = readFileSync(new URL('./bitcoinSigner.ts', import.meta.url), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '')
    expect(code).not.toMatch(/\bBuffer\b|tiny-secp256k1|ecpair|['"]node:/)
  })
})
