import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { createSignInMessage } from '../../siwx/createSignInMessage.js'
import type { SIWXConfig, SIWXSession } from '../../siwx/SIWXConfig.js'
import type { UniversalSessionLike } from '../../walletconnect/UniversalProviderLike.js'
import { prepareWalletConnectSignIn } from './walletConnectSignIn.js'

const account = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const other = privateKeyToAccount(`0x${'22'.repeat(32)}`)
const CHAIN = 'eip155:31337' as const

function config(overrides: Partial<SIWXConfig> = {}) {
  const added: SIWXSession[] = []
  const c: SIWXConfig = {
    createMessage: vi.fn(async ({ chainId, accountAddress }) =>
      createSignInMessage({
        chainId,
        accountAddress,
        nonce: 'abcdef123456',
        domain: 'app.example',
        uri: 'https://app.example/login',
        version: '1',
        issuedAt: '2026-11-25T10:00:00.000Z',
        expirationTime: '2026-11-25T11:00:00.000Z',
        statement: 'Sign in to Example',
      }),
    ),
    addSession: vi.fn(async (s: SIWXSession) => {
      added.push(s)
    }),
    getSessions: async () => [],
    revokeSession: async () => undefined,
    setSessions: async () => undefined,
    ...overrides,
  }
  return { c, added }
}

/** the text a wallet signs for a CACAO payload (what @walletconnect/utils formatMessage makes) */
const format = (p: unknown, iss: string) => {
  const x = p as Record<string, string>
  const [, , ns, ref, address] = iss.split(':')
  return createSignInMessage({
    chainId: `${ns}:${ref}` as typeof CHAIN,
    accountAddress: address!,
    nonce: x.nonce!,
    domain: x.domain!,
    uri: x.aud!,
    version: '1',
    issuedAt: x.iat!,
    ...(x.exp ? { expirationTime: x.exp } : {}),
    ...(x.statement ? { statement: x.statement } : {}),
  }).toString()
}

async function cacaoFor(
  request: { domain: string; uri: string; nonce: string; statement?: string; exp?: string },
  signer = account,
  chain: string = CHAIN,
) {
  const iss = `did:pkh:${chain}:${signer.address}`
  const p = {
    iss,
    domain: request.domain,
    aud: request.uri,
    version: '1',
    nonce: request.nonce,
    iat: '2026-11-25T10:00:05.000Z',
    statement: request.statement,
    exp: request.exp,
  }
  return {
    h: { t: 'caip122' },
    p,
    s: { t: 'eip191', s: await signer.signMessage({ message: format(p, iss) }) },
  }
}

const sessionWith = (authentication: unknown[], address = account.address): UniversalSessionLike => ({
  topic: 't',
  namespaces: {
    eip155: { chains: [CHAIN], accounts: [`${CHAIN}:${address}`], methods: [], events: [] },
  },
  authentication,
})

describe('WalletConnect one-click sign-in', () => {
  it('§3 the proposal carries the verifier’s nonce, the page’s domain and URI, and the chain the connection starts on', async () => {
    const { c } = config()
    const s = await prepareWalletConnectSignIn(c, CHAIN)
    expect(c.createMessage).toHaveBeenCalledWith({
      chainId: CHAIN,
      accountAddress: '0x0000000000000000000000000000000000000000',
    })
    expect(s.request).toEqual({
      domain: 'app.example',
      uri: 'https://app.example/login',
      chains: [CHAIN],
      nonce: 'abcdef123456',
      ttl: 300,
      statement: 'Sign in to Example',
      exp: '2026-11-25T11:00:00.000Z',
    })
  })

  it('§3 the wallet’s CACAO becomes the session: its text and signature go to addSession', async () => {
    const { c, added } = config()
    const s = await prepareWalletConnectSignIn(c, CHAIN)
    const cacao = await cacaoFor(s.request)
    expect(await s.finish(sessionWith([cacao]), format)).toBe(true)
    expect(added).toHaveLength(1)
    expect(added[0]).toMatchObject({
      signature: cacao.s.s,
      cacao,
      data: { accountAddress: account.address, chainId: CHAIN, nonce: 'abcdef123456', domain: 'app.example' },
    })
    expect(added[0]!.message).toContain(`${account.address}\n\nSign in to Example`)
    expect(Object.keys(added[0]!.data)).not.toContain('toString')
  })

  it('an untrusted CACAO is not taken: another nonce, domain, chain, an account the wallet did not approve, a bad shape', async () => {
    const { c, added } = config()
    const s = await prepareWalletConnectSignIn(c, CHAIN)
    const wrong = [
      await cacaoFor({ ...s.request, nonce: 'zzzzzzzzzzzz' }),
      await cacaoFor({ ...s.request, domain: 'evil.example', uri: 'https://evil.example/login' }),
      await cacaoFor(s.request, account, 'eip155:1'),
      await cacaoFor(s.request, other),
      { p: { iss: 42 }, s: { t: 'eip191', s: '0x' } },
      { p: { iss: `did:pkh:${CHAIN}:${account.address}` }, s: { t: 'ed25519', s: 'x' } },
      null,
    ]
    expect(await s.finish(sessionWith(wrong), format)).toBe(false)
    expect(await s.finish({ topic: 't', namespaces: {} }, format)).toBe(false)
    expect(added).toEqual([])
  })

  it('a CACAO the verifier refuses leaves the usual flow (false), and the next one is tried', async () => {
    const addSession = vi
      .fn()
      .mockRejectedValueOnce(new Error('Invalid signature'))
      .mockResolvedValue(undefined)
    const { c } = config({ addSession })
    const s = await prepareWalletConnectSignIn(c, CHAIN)
    const good = await cacaoFor(s.request)
    expect(await s.finish(sessionWith([good]), format)).toBe(false)
    expect(await s.finish(sessionWith([good, good]), format)).toBe(true)
  })
})
