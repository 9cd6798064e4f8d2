import fc from 'fast-check'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors/PorticoError.js'
import { createSignInMessage } from './createSignInMessage.js'
import { parseSignInMessage } from './parseSignInMessage.js'
import type { SIWXMessageData } from './SIWXConfig.js'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const base = {
  nonce: 'abcdef0123456789',
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  issuedAt: '2026-11-25T18:00:00.000Z',
} as const
const evm: SIWXMessageData = { ...base, chainId: 'eip155:1', accountAddress: account.address }
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

describe('§3 sign-in message: strict parsing', () => {
  it('§3 every namespace round-trips: the parsed fields build the same text', () => {
    for (const data of [
      evm,
      sol,
      btc,
      { ...evm, statement: 'S', expirationTime: '2026-11-26T00:00:00.000Z' },
    ]) {
      const text = createSignInMessage(data).toString()
      const parsed = parseSignInMessage(text)
      expect(parsed.toString()).toBe(text)
      expect(createSignInMessage(parsed).toString()).toBe(text)
      expect(parsed.chainId).toBe(data.chainId)
    }
  })

  it('§3 a text in any other spelling is refused', () => {
    const evmText = createSignInMessage(evm).toString()
    const solText = createSignInMessage(sol).toString()
    const cases = [
      evmText.replace(account.address, account.address.toLowerCase()), // not EIP-55
      evmText.replace('2026-11-25T18:00:00.000Z', '2026-11-25T18:00:00Z'), // another time spelling
      `https://${evmText}`, // a scheme before the domain
      `${evmText}\n`, // a trailing line
      `${evmText}\nExtra: 1`,
      evmText.replace('Version: 1', 'Version: 2'),
      solText.replace('Solana account', 'Cosmos account'),
      solText.replace('\n\nURI', '\nURI'),
      solText.replace('Version: 1\n', ''), // a required field missing
      solText.replace('URI: https://app.example.com/login', 'URI: https://evil.example/login'),
      solText.replace('Nonce: abcdef0123456789\nIssued', 'Issued'),
      `${solText}\nResources:\nnot-a-list-item`,
      solText.replace('Sign in to Example', 'Sign in\r to Example'),
      'x'.repeat(20_000),
      '',
    ]
    for (const text of cases)
      expect(
        refusal(() => parseSignInMessage(text)),
        text.slice(0, 120),
      ).not.toBe('accepted')
    for (const text of cases) expect(refusal(() => parseSignInMessage(text))).not.toMatch(/^other error/)
  })

  it('§3 the namespace comes from the account word and the chain reference', () => {
    const m = parseSignInMessage(createSignInMessage(btc).toString())
    expect(m).toMatchObject({
      chainId: btc.chainId,
      accountAddress: btc.accountAddress,
      resources: btc.resources,
    })
  })
})

describe('§3 sign-in message: generated texts', () => {
  const statement = fc.option(
    fc.string({ minLength: 1, maxLength: 80, unit: 'grapheme' }).filter((v) => !/[\r\n\u2028\u2029]/.test(v)),
    { nil: undefined },
  )
  const data = fc.record({
    which: fc.constantFrom(evm, sol, btc),
    nonce: fc.stringMatching(/^[a-zA-Z0-9]{8,64}$/),
    statement,
    requestId: fc.option(fc.stringMatching(/^[!-~]{1,20}$/), { nil: undefined }),
  })

  it('§3 any valid message round-trips byte for byte', () => {
    fc.assert(
      fc.property(data, ({ which, nonce, statement, requestId }) => {
        const text = createSignInMessage({ ...which, nonce, statement, requestId }).toString()
        expect(createSignInMessage(parseSignInMessage(text)).toString()).toBe(text)
      }),
      { numRuns: 300 },
    )
  })

  it('§3 a changed text is refused, or parses to fields that build exactly that text', () => {
    fc.assert(
      fc.property(
        data,
        fc.nat(),
        fc.constantFrom('', '\n', ' ', 'x', ':', '- ', '\r', 'Z'),
        fc.nat(3),
        ({ which, nonce, statement }, at, insert, cut) => {
          const text = createSignInMessage({ ...which, nonce, statement }).toString()
          const i = at % (text.length + 1)
          const changed = text.slice(0, i) + insert + text.slice(i + cut)
          const outcome = refusal(() => parseSignInMessage(changed))
          expect(outcome).not.toMatch(/^other error/)
          // the fields it was read as build that very text again (never a text that says something else)
          if (outcome === 'accepted')
            expect(createSignInMessage(parseSignInMessage(changed)).toString()).toBe(changed)
        },
      ),
      { numRuns: 500 },
    )
  })
})
