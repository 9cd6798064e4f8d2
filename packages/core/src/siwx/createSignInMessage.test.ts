import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors/PorticoError.js'
import { createSignInMessage } from './createSignInMessage.js'
import type { SIWXMessageData } from './SIWXConfig.js'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const base = {
  nonce: 'abcdef0123456789',
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  issuedAt: '2026-11-25T18:00:00.000Z',
} as const
const evm: SIWXMessageData = { ...base, chainId: 'eip155:1', accountAddress: account.address.toLowerCase() }
const sol: SIWXMessageData = {
  ...base,
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  accountAddress: 'GrAkKfEpTKQuVHG2Y97Y2FF4i7y7Q5AHLK94JBy7Y5yv',
  statement: 'Sign in to Example',
}
const btc: SIWXMessageData = {
  ...base,
  chainId: 'bip122:000000000019d6689c085ae165831e93',
  accountAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  expirationTime: '2026-11-25T18:10:00.000Z',
  notBefore: '2026-11-25T18:00:00.000Z',
  requestId: 'req-1',
  resources: [
    'https://app.example.com/terms',
    'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
  ],
}

const refusal = (f: () => unknown) => {
  try {
    f()
  } catch (e) {
    return isPorticoError(e, 'INVALID_OPTIONS') ? e.message : `other error: ${String(e)}`
  }
  return 'accepted'
}

describe('§3 sign-in message: creation per namespace (CAIP-122)', () => {
  it('§3 eip155 is EIP-4361 text with an EIP-55 address, parsed back by viem/siwe', async () => {
    const m = createSignInMessage({ ...evm, statement: 'Welcome', resources: ['https://app.example.com/a'] })
    expect(m.accountAddress).toBe(account.address)
    const text = m.toString()
    expect(text.split('\n').slice(0, 2)).toEqual([
      'app.example.com wants you to sign in with your Ethereum account:',
      account.address,
    ])
    const parsed = parseSiweMessage(text)
    expect(parsed).toMatchObject({
      address: account.address,
      chainId: 1,
      domain: 'app.example.com',
      nonce: base.nonce,
      uri: base.uri,
      version: '1',
      statement: 'Welcome',
      resources: ['https://app.example.com/a'],
    })
    expect(parsed.issuedAt?.toISOString()).toBe(base.issuedAt)
    expect(
      validateSiweMessage({
        message: parsed,
        domain: 'app.example.com',
        nonce: base.nonce,
        time: new Date('2026-11-25T18:01:00Z'),
      }),
    ).toBe(true)
    const signature = await account.signMessage({ message: text })
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)
  })

  it('§3 solana is the Sign-In-With-Solana text with the statement after a blank line', () => {
    expect(createSignInMessage(sol).toString()).toBe(
      [
        'app.example.com wants you to sign in with your Solana account:',
        sol.accountAddress,
        '',
        'Sign in to Example',
        '',
        'URI: https://app.example.com/login',
        'Version: 1',
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: abcdef0123456789',
        'Issued At: 2026-11-25T18:00:00.000Z',
      ].join('\n'),
    )
  })

  it('§3 bip122 is the same form with "your Bitcoin account" and every optional field', () => {
    expect(createSignInMessage(btc).toString()).toBe(
      [
        'app.example.com wants you to sign in with your Bitcoin account:',
        btc.accountAddress,
        '',
        'URI: https://app.example.com/login',
        'Version: 1',
        'Chain ID: 000000000019d6689c085ae165831e93',
        'Nonce: abcdef0123456789',
        'Issued At: 2026-11-25T18:00:00.000Z',
        'Expiration Time: 2026-11-25T18:10:00.000Z',
        'Not Before: 2026-11-25T18:00:00.000Z',
        'Request ID: req-1',
        'Resources:',
        '- https://app.example.com/terms',
        `- ${btc.resources![1]}`,
      ].join('\n'),
    )
  })

  it('§3 times are written in their canonical ISO form', () => {
    const m = createSignInMessage({ ...sol, issuedAt: '2026-11-25T19:00:00+01:00' })
    expect(m.issuedAt).toBe('2026-11-25T18:00:00.000Z')
  })

  it('§3 domain and URI are the host page’s: a URI on another origin is refused', () => {
    expect(refusal(() => createSignInMessage({ ...evm, uri: 'https://evil.example/login' }))).toMatch(/uri/)
    expect(
      refusal(() => createSignInMessage({ ...evm, uri: 'https://app.example.com.evil.example/' })),
    ).toMatch(/uri/)
    expect(refusal(() => createSignInMessage({ ...evm, uri: 'https://user@app.example.com/' }))).toMatch(
      /uri/,
    )
    expect(refusal(() => createSignInMessage({ ...evm, uri: 'javascript:alert(1)' }))).toMatch(/uri/)
    expect(refusal(() => createSignInMessage({ ...evm, domain: 'https://app.example.com' }))).toMatch(
      /domain/,
    )
    expect(refusal(() => createSignInMessage({ ...evm, domain: 'a b' }))).toMatch(/domain/)
    // a port is part of the authority, on both sides
    expect(
      createSignInMessage({ ...evm, domain: 'localhost:5173', uri: 'http://localhost:5173/' }).domain,
    ).toBe('localhost:5173')
    expect(
      refusal(() => createSignInMessage({ ...evm, domain: 'localhost:5173', uri: 'http://localhost/' })),
    ).toMatch(/uri/)
  })

  it('§3 bounded, single-line fields: every rule refuses', () => {
    expect(refusal(() => createSignInMessage({ ...sol, statement: 'two\nlines' }))).toMatch(/statement/)
    expect(refusal(() => createSignInMessage({ ...sol, statement: 'x'.repeat(513) }))).toMatch(/statement/)
    expect(refusal(() => createSignInMessage({ ...sol, nonce: 'short' }))).toMatch(/nonce/)
    expect(refusal(() => createSignInMessage({ ...sol, nonce: 'abc-def-ghi' }))).toMatch(/nonce/)
    expect(refusal(() => createSignInMessage({ ...sol, requestId: 'a\rb' }))).toMatch(/requestId/)
    // text a wallet cannot show or a server store (the api fuzz suite found the lone surrogate)
    expect(refusal(() => createSignInMessage({ ...sol, statement: 'a\ud800b' }))).toMatch(/statement/)
    expect(refusal(() => createSignInMessage({ ...sol, statement: 'bell\u0007' }))).toMatch(/statement/)
    expect(refusal(() => createSignInMessage({ ...sol, statement: 'nul\u0000' }))).toMatch(/statement/)
    expect(createSignInMessage({ ...sol, statement: 'Émoji 🙂 and 中文' }).statement).toBe(
      'Émoji 🙂 and 中文',
    )
    expect(refusal(() => createSignInMessage({ ...sol, uri: 'https://app.example.com/a b' }))).toMatch(/uri/)
    expect(refusal(() => createSignInMessage({ ...btc, resources: ['https://a.b/\u00e9'] }))).toMatch(
      /resources/,
    )
    expect(
      refusal(() =>
        createSignInMessage({ ...btc, resources: Array.from({ length: 17 }, () => 'https://a.b/') }),
      ),
    ).toMatch(/resources/)
    expect(refusal(() => createSignInMessage({ ...sol, issuedAt: 'yesterday' }))).toMatch(/issuedAt/)
    expect(
      refusal(() => createSignInMessage({ ...btc, expirationTime: '2026-11-25T17:00:00.000Z' })),
    ).toMatch(/expirationTime/)
    expect(refusal(() => createSignInMessage({ ...evm, version: '2' as '1' }))).toMatch(/version/)
    expect(refusal(() => createSignInMessage({ ...evm, chainId: 'cosmos:cosmoshub-4' }))).toMatch(/chainId/)
    expect(refusal(() => createSignInMessage({ ...evm, chainId: 'eip155:0x1' as 'eip155:1' }))).toMatch(
      /chainId/,
    )
    expect(refusal(() => createSignInMessage({ ...sol, accountAddress: account.address }))).toMatch(
      /accountAddress/,
    )
    expect(refusal(() => createSignInMessage({ ...btc, accountAddress: 'bc1-not-an-address' }))).toMatch(
      /accountAddress/,
    )
    expect(refusal(() => createSignInMessage({ ...evm, extra: 1 } as SIWXMessageData))).toMatch(/data|extra/)
  })
})
