import 'fake-indexeddb/auto'
import { ed25519 } from '@noble/curves/ed25519.js'
import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { base58Encode } from '../encoding/base58.js'
import { base64Decode } from '../encoding/base64.js'
import type { SecureSiteApi } from '../secureSiteApi.js'
import { deriveWalletKeys } from './deriveWalletKeys.js'
import { createDeviceShareStore } from './deviceShareStore.js'
import {
  decryptRecoveryShare,
  encryptRecoveryShare,
  newRecoveryCode,
  parseRecoveryCode,
} from './recoveryCode.js'
import { combineShares, newSeed, splitSeed } from './seedShares.js'
import { createWalletKeys } from './walletKeys.js'

const info = (s: string) => new TextEncoder().encode(s)

describe('keys (docs/embedded-wallet.md "Keys")', () => {
  it('splits the seed 2-of-3: any two shares give the seed, one alone does not', async () => {
    const seed = newSeed()
    const copy = seed.slice()
    const { device, auth, recovery } = await splitSeed(seed)
    for (const [a, b] of [
      [device, auth],
      [device, recovery],
      [auth, recovery],
    ] as const)
      expect(await combineShares(a, b)).toEqual(copy)
    for (const share of [device, auth, recovery])
      expect(bytesToHex(share)).not.toContain(bytesToHex(copy).slice(2))
    const { combine } = await import('shamir-secret-sharing')
    const one = await combine([device]).then(
      (s) => s,
      () => null,
    )
    expect(one === null || bytesToHex(one) !== bytesToHex(copy)).toBe(true)
  })

  it('derives the eip155 key as HKDF-SHA256(seed, "", "portico/eip155") and its address as viem does', async () => {
    const seed = newSeed()
    const keys = await deriveWalletKeys(seed)
    const expectedKey = hkdf(sha256, seed, new Uint8Array(0), info('portico/eip155'), 32)
    expect(bytesToHex(keys.eip155)).toBe(bytesToHex(expectedKey))
    expect(keys.addresses.eip155).toBe(privateKeyToAccount(bytesToHex(expectedKey)).address)
    const solanaSecret = hkdf(sha256, seed, new Uint8Array(0), info('portico/solana'), 32)
    expect(bytesToHex(keys.solana)).toBe(bytesToHex(solanaSecret))
    expect(keys.addresses.solana).toBe(base58Encode(ed25519.getPublicKey(solanaSecret)))
  })

  it('a personal_sign made with the derived key verifies with viem verifyMessage', async () => {
    const keys = await deriveWalletKeys(newSeed())
    const account = privateKeyToAccount(bytesToHex(keys.eip155))
    const signature = await account.signMessage({ message: 'hello' })
    expect(await verifyMessage({ address: keys.addresses.eip155, message: 'hello', signature })).toBe(true)
  })

  it('stores the device share encrypted under a non-extractable CryptoKey', async () => {
    const store = createDeviceShareStore(indexedDB)
    const share = crypto.getRandomValues(new Uint8Array(33))
    await store.save('user-1', share.slice())
    const key = await store.deviceKey()
    expect(key.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow()
    // what IndexedDB holds is not the share
    const raw = await new Promise<{ iv: Uint8Array; ciphertext: ArrayBuffer }>((resolve) => {
      const open = indexedDB.open('portico-frame', 1)
      open.onsuccess = () => {
        const get = open.result.transaction('keys').objectStore('keys').get('share:user-1')
        get.onsuccess = () => resolve(get.result)
      }
    })
    expect(bytesToHex(new Uint8Array(raw.ciphertext))).not.toContain(bytesToHex(share).slice(2))
    // a second store on the same database (a reload) opens it with the stored key
    expect(await createDeviceShareStore(indexedDB).load('user-1')).toEqual(share)
    expect(await store.load('user-2')).toBeNull()
  })

  it('works in memory when IndexedDB is unavailable', async () => {
    const store = createDeviceShareStore(null)
    await store.save('u', new Uint8Array([1, 2, 3]))
    expect(await store.load('u')).toEqual(new Uint8Array([1, 2, 3]))
  })

  it('recovery code: 8 groups of 4 Crockford base32, round trip, typos and a wrong code refused', async () => {
    const code = await newRecoveryCode()
    expect(code.text).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/)
    expect(code.entropy.length).toBe(16)
    const share = crypto.getRandomValues(new Uint8Array(33))
    const sealed = await encryptRecoveryShare(share, code.entropy)

    const typed = ` ${code.text.toLowerCase().replace(/-/g, ' ')} `
    const parsed = await parseRecoveryCode(typed)
    expect(parsed.ok).toBe(true)
    if (parsed.ok) expect(await decryptRecoveryShare(sealed, parsed.entropy)).toEqual(share)

    const flipped = code.text.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))
    expect((await parseRecoveryCode(flipped)).ok).toBe(false)
    expect((await parseRecoveryCode('ABCD')).ok).toBe(false)

    const other = await newRecoveryCode()
    expect(await decryptRecoveryShare(sealed, other.entropy)).toBeNull()
  })
})

function fakeApi() {
  const server: { authShare?: string; recoveryShare?: string; addresses?: unknown } = {}
  const api = {
    createWallet: vi.fn(async (body: { authShare: string; recoveryShare: string; addresses: unknown }) => {
      Object.assign(server, body)
    }),
    shares: vi.fn(async () => ({ authShare: server.authShare!, recoveryShare: server.recoveryShare! })),
  } as unknown as SecureSiteApi
  return { api, server }
}

describe('walletKeys', () => {
  it('creates a wallet, signs with device + auth shares, recovers a new device with the code', async () => {
    const { api, server } = fakeApi()
    const first = createWalletKeys({ api, store: createDeviceShareStore(null) })
    const wallet = await first.prepareNewWallet('user')
    await wallet.commit()
    expect(server.addresses).toEqual(wallet.addresses)
    expect(base64Decode(server.authShare!)?.length).toBe(33)
    expect(await first.usable('user')).toBe(true)

    const signature = await first.withKeys('user', wallet.addresses, async (keys) => {
      const message = new TextEncoder().encode('gm')
      const sig = ed25519.sign(message, keys.solana)
      expect(ed25519.verify(sig, message, ed25519.getPublicKey(keys.solana))).toBe(true)
      return privateKeyToAccount(bytesToHex(keys.eip155)).signMessage({ message: 'gm' })
    })
    expect(
      await verifyMessage({ address: wallet.addresses.eip155 as `0x${string}`, message: 'gm', signature }),
    ).toBe(true)

    const second = createWalletKeys({ api, store: createDeviceShareStore(null) })
    expect(await second.usable('user')).toBe(false)
    expect(await second.recover('user', 'not a code', wallet.addresses)).toBe('format')
    const wrong = (await newRecoveryCode()).text
    expect(await second.recover('user', wrong, wallet.addresses)).toBe('wrong')
    expect(await second.recover('user', wallet.recoveryCode, wallet.addresses)).toBe('ok')
    expect(await second.usable('user')).toBe(true)
    const address = await second.withKeys(
      'user',
      wallet.addresses,
      async (keys) => privateKeyToAccount(bytesToHex(keys.eip155)).address,
    )
    expect(address).toBe(wallet.addresses.eip155)
  })

  it('zeroes the keys after use and refuses keys that do not give the account', async () => {
    const { api } = fakeApi()
    const keys = createWalletKeys({ api, store: createDeviceShareStore(null) })
    const wallet = await keys.prepareNewWallet('user')
    await wallet.commit()
    let seen: Uint8Array | undefined
    await keys.withKeys('user', wallet.addresses, async (k) => {
      seen = k.eip155
    })
    expect(seen?.every((b) => b === 0)).toBe(true)
    await expect(
      keys.withKeys(
        'user',
        { ...wallet.addresses, eip155: '0x0000000000000000000000000000000000000001' },
        async () => 1,
      ),
    ).rejects.toMatchObject({ code: 'INTERNAL' })
  })
})
