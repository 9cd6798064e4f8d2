import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { signatureHash } from './signatureHash.js'

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

describe('signatureHash (issue 12: a signature registers a name once)', () => {
  it('one key for the low-s, high-s and compact (EIP-2098) encodings of one signature', async () => {
    const sig = (await account.signMessage({ message: 'x' })).slice(2)
    const r = sig.slice(0, 64)
    const s = BigInt(`0x${sig.slice(64, 128)}`)
    const yParity = sig.slice(128) === '1c' ? 1n : 0n
    const high = `0x${r}${(N - s).toString(16).padStart(64, '0')}${yParity ? '1b' : '1c'}` as const
    const compact = `0x${r}${((yParity << 255n) | s).toString(16).padStart(64, '0')}` as const
    const key = signatureHash(`0x${sig}`)
    expect(signatureHash(high)).toBe(key)
    expect(signatureHash(compact)).toBe(key)
    expect(signatureHash(`0x${sig.toUpperCase()}`)).toBe(key)
  })

  it('different signatures, different keys; other lengths are hashed as sent', async () => {
    const a = await account.signMessage({ message: 'a' })
    const b = await account.signMessage({ message: 'b' })
    expect(signatureHash(a)).not.toBe(signatureHash(b))
    expect(signatureHash('0xabcd')).not.toBe(signatureHash('0xabce'))
  })
})
