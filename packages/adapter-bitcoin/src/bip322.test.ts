import { networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { bip322MessageHash, decodeWitness, encodeWitness, verifyBip322Simple } from './bip322.js'

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex')

describe('BIP-322 simple (our own: no installed library does it)', () => {
  it('message hashes match the BIP-322 test vectors', () => {
    expect(hex(bip322MessageHash(''))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(hex(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })

  it('witness encoding round-trips; malformed bytes are rejected', () => {
    const stack = [new Uint8Array([1, 2]), new Uint8Array(33).fill(3)]
    expect(decodeWitness(encodeWitness(stack))).toEqual(stack)
    expect(decodeWitness(new Uint8Array([2, 5, 1]))).toBeUndefined()
    expect(decodeWitness(new Uint8Array([]))).toBeUndefined()
  })

  it('bad input is false, never a throw (wrong address kind, network, base64, witness)', async () => {
    const verify = () => true
    const sig = btoa(String.fromCharCode(...encodeWitness([new Uint8Array(71), new Uint8Array(33)])))
    const args = { message: 'x', signature: sig, verify }
    // the BIP-322 vector address, but the key in the witness does not hash to it
    expect(await verifyBip322Simple({ ...args, address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l' })).toBe(
      false,
    )
    expect(await verifyBip322Simple({ ...args, address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' })).toBe(false)
    expect(
      await verifyBip322Simple({
        ...args,
        address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
        network: networks.testnet,
      }),
    ).toBe(false)
    expect(
      await verifyBip322Simple({
        ...args,
        address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
        signature: '%%',
      }),
    ).toBe(false)
  })
})
