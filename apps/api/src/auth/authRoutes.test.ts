/**
 * Issue 13 item 3: the sign-in server's contract, on PGlite and on a real PostgreSQL (started by
 * the test, see test/startTestPostgres.ts), over HTTP on 127.0.0.1. SPEC §3 (sign-in message and
 * session), §8 ('Session Expired': 'JWT validation error: JWT Token is not yet valid').
 * Real keys for every namespace (test/signInSigners.ts); eip155 on the devnet chain the server
 * follows (viem/siwe verifySiweMessage through its public client) and on one it does not (EOA).
 * The devnet and the servers: authRoutes.testSetup.ts.
 */
import { createSignInMessage, type SIWXMessageData } from '@portico/core'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployErc1271Account } from '../test/profileNamesContract.js'
import { bitcoinSigner, evmSigner, type SignInSigner, solanaSigner } from '../test/signInSigners.js'
import { NOT_ALLOWED } from './authRoutes.js'
import {
  type Backend,
  type Clock,
  DOMAIN,
  devnetRpcUrl,
  pglite,
  postgres,
  URI,
  useAuthDevnet,
} from './authRoutes.testSetup.js'
import { loadAuthSigningKey } from './loadAuthSigningKey.js'
import { TOKEN_EXPIRED, TOKEN_NOT_YET_VALID } from './sessionToken.js'
import { verifyPorticoSession } from './verifyPorticoSession.js'

useAuthDevnet()

describe.each([
  ['PGlite', pglite],
  ['PostgreSQL', postgres],
])('Sign in with X on %s (issue 13 item 3, SPEC §3)', (_name, open) => {
  let backend: Backend
  const clock: Clock = { offsetMs: 0 }
  const now = () => Date.now() + clock.offsetMs

  beforeAll(async () => {
    backend = await open(clock)
  }, 60_000)
  afterAll(async () => {
    await backend?.stop()
  })

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${backend.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
  const me = (token: string) => fetch(`${backend.url}/auth/v1/me`, { headers: bearer(token) })

  async function nonce(body: { domain: string; chainId?: string } = { domain: DOMAIN }) {
    const res = await post('/auth/v1/nonce', body)
    expect(res.status).toBe(200)
    return (await res.json()) as { nonce: string; issuedAt: string; expiresAt: string }
  }

  /** a signed message: `edit` changes its fields, `signer` signs it (another key: `by`) */
  async function signed(
    signer: SignInSigner,
    edit: Partial<SIWXMessageData> = {},
    opts: { by?: SignInSigner; nonceChain?: string } = {},
  ) {
    const n = await nonce({ domain: DOMAIN, ...(opts.nonceChain ? { chainId: opts.nonceChain } : {}) })
    const message = createSignInMessage({
      chainId: signer.chainId,
      accountAddress: signer.address,
      nonce: n.nonce,
      domain: DOMAIN,
      uri: URI,
      version: '1',
      issuedAt: new Date(now()).toISOString(),
      expirationTime: new Date(now() + 10 * 60_000).toISOString(),
      statement: 'Sign in to the Portico lab',
      ...edit,
    }).toString()
    return { message, signature: await (opts.by ?? signer).sign(message) }
  }

  async function expectRefused(res: Response, status: number, error: string | RegExp) {
    expect(res.status).toBe(status)
    const body = (await res.json()) as { error: string }
    if (typeof error === 'string') expect(body.error).toBe(error)
    else expect(body.error).toMatch(error)
  }

  it('issues a single-use nonce bound to an allowed domain, with its expiry', async () => {
    const n = await nonce()
    expect(n.nonce).toMatch(/^[0-9a-f]{64}$/)
    expect(Date.parse(n.expiresAt) - Date.parse(n.issuedAt)).toBe(10 * 60_000)
    expect((await nonce()).nonce).not.toBe(n.nonce)
    await expectRefused(
      await post('/auth/v1/nonce', { domain: 'evil.example' }),
      403,
      'Unauthorized: origin not allowed',
    )
    await expectRefused(await post('/auth/v1/nonce', { domain: 'a b' }), 400, /^Invalid request: domain/)
    await expectRefused(
      await post('/auth/v1/nonce', { domain: DOMAIN, chainId: 'cosmos:hub' }),
      400,
      /chainId/,
    )
    await expectRefused(await post('/auth/v1/nonce', { domain: DOMAIN, extra: 1 }), 400, /^Invalid request/)
  })

  for (const [ns, make] of [
    ['eip155 on a chain the server follows (verifySiweMessage)', () => evmSigner('eip155:31337')],
    ['eip155 on a chain it does not follow (EOA)', () => evmSigner('eip155:1')],
    ['solana (ed25519)', solanaSigner],
    ['bip122 (BIP-322, lab Bitcoin wallet)', bitcoinSigner],
  ] as const) {
    it(`§3 ${ns}: verify → token and session; /me; signout revokes it on the server`, async () => {
      const signer = await make()
      const res = await post('/auth/v1/verify', await signed(signer), { origin: 'http://localhost:5173' })
      expect(res.status).toBe(200)
      const { token, session } = (await res.json()) as { token: string; session: Record<string, string> }
      expect(session).toEqual({
        accountAddress: signer.address,
        chainId: signer.chainId,
        namespace: signer.chainId.split(':')[0],
        issuedAt: expect.any(String),
        expiresAt: expect.any(String),
      })
      // the message's expirationTime bounds the session
      expect(Date.parse(session.expiresAt!) - Date.parse(session.issuedAt!)).toBeLessThanOrEqual(10 * 60_000)
      const meRes = await me(token)
      expect(meRes.status).toBe(200)
      expect(await meRes.json()).toEqual({ session })
      const out = await post('/auth/v1/signout', {}, bearer(token))
      expect(out.status).toBe(200)
      await expectRefused(await me(token), 401, 'Session revoked: sign in again')
      await expectRefused(
        await post('/auth/v1/signout', {}, bearer(token)),
        401,
        'Session revoked: sign in again',
      )
    })
  }

  it('§3 a smart-contract account (ERC-1271) signs in on the chain the server follows, not elsewhere', async () => {
    const owner = evmSigner('eip155:31337')
    const contract = getAddress(await deployErc1271Account(devnetRpcUrl(), owner.address as `0x${string}`))
    const account: SignInSigner = { chainId: 'eip155:31337', address: contract, sign: owner.sign }
    const res = await post('/auth/v1/verify', await signed(account))
    expect(res.status).toBe(200)
    expect(((await res.json()) as { session: { accountAddress: string } }).session.accountAddress).toBe(
      contract,
    )
    // someone else's signature is refused by the contract
    await expectRefused(
      await post('/auth/v1/verify', await signed(account, {}, { by: evmSigner() })),
      401,
      'Invalid signature',
    )
    // on a chain the server does not follow, only an EOA's signature can be checked
    const elsewhere: SignInSigner = { ...account, chainId: 'eip155:1' }
    await expectRefused(await post('/auth/v1/verify', await signed(elsewhere)), 401, 'Invalid signature')
  })

  it('a nonce used twice is refused, also when two uses race', async () => {
    const signer = evmSigner()
    const body = await signed(signer)
    expect((await post('/auth/v1/verify', body)).status).toBe(200)
    await expectRefused(
      await post('/auth/v1/verify', body),
      401,
      'Nonce unknown or already used: ask for a new nonce',
    )
    const racing = await signed(solanaSigner())
    const statuses = await Promise.all(Array.from({ length: 6 }, () => post('/auth/v1/verify', racing)))
    expect(statuses.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401, 401])
  })

  it('a nonce the server never issued, or issued for another chain, is refused; the refusal does not use it up', async () => {
    const signer = evmSigner()
    const forged = await signed(signer, { nonce: 'abcdefgh12345678' })
    await expectRefused(await post('/auth/v1/verify', forged), 401, /^Nonce unknown or already used/)
    const otherChain = await signed(signer, {}, { nonceChain: 'eip155:10' })
    await expectRefused(await post('/auth/v1/verify', otherChain), 401, /^Nonce issued for another chain/)
    // issue 27 item 8: the refusal did not use the nonce up (README: a refused request does not)
    const nonceOf = /\nNonce: (\w+)\n/.exec(otherChain.message)![1]!
    const rightChain = evmSigner('eip155:10')
    const retry = createSignInMessage({
      chainId: 'eip155:10',
      accountAddress: rightChain.address,
      nonce: nonceOf,
      domain: DOMAIN,
      uri: URI,
      version: '1',
      issuedAt: new Date(now()).toISOString(),
    }).toString()
    const retried = { message: retry, signature: await rightChain.sign(retry) }
    expect((await post('/auth/v1/verify', retried)).status).toBe(200)
    await expectRefused(await post('/auth/v1/verify', retried), 401, /^Nonce unknown or already used/)
    const sameChain = await signed(signer, {}, { nonceChain: 'eip155:31337' })
    expect((await post('/auth/v1/verify', sameChain)).status).toBe(200)
  })

  it('an expired message is refused (beyond the clock-skew allowance)', async () => {
    const signer = solanaSigner()
    const body = await signed(signer, {
      issuedAt: new Date(now() - 5 * 60_000).toISOString(),
      expirationTime: new Date(now() - 61_000).toISOString(),
    })
    await expectRefused(await post('/auth/v1/verify', body), 401, 'Message expired')
  })

  it('a message issued too long ago, or in the future, is refused', async () => {
    const signer = evmSigner()
    const old = await signed(signer, {
      issuedAt: new Date(now() - 12 * 60_000).toISOString(),
      expirationTime: new Date(now() + 60_000).toISOString(),
    })
    await expectRefused(await post('/auth/v1/verify', old), 401, 'Message too old: ask for a new nonce')
    const future = await signed(signer, { issuedAt: new Date(now() + 5 * 60_000).toISOString() })
    await expectRefused(await post('/auth/v1/verify', future), 401, /^Message issued in the future/)
  })

  it('a not-yet-valid message is refused; within the clock-skew allowance it is accepted', async () => {
    const signer = bitcoinSigner
    const s = await signer()
    const later = await signed(s, { notBefore: new Date(now() + 5 * 60_000).toISOString() })
    await expectRefused(await post('/auth/v1/verify', later), 401, 'Message not valid yet')
    const soon = await signed(s, { notBefore: new Date(now() + 20_000).toISOString() })
    const res = await post('/auth/v1/verify', soon)
    expect(res.status).toBe(200)
    const { token } = (await res.json()) as { token: string }
    expect((await me(token)).status).toBe(200)
  })

  it('a message for another domain is refused, and so is a request from another origin', async () => {
    const signer = evmSigner()
    const other = await signed(signer, { domain: 'evil.example', uri: 'https://evil.example/' })
    await expectRefused(await post('/auth/v1/verify', other), 401, 'Unauthorized: origin not allowed')
    // allowed too, but not the domain the nonce was issued for
    const sibling = await signed(signer, { domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173/' })
    await expectRefused(await post('/auth/v1/verify', sibling), 401, /^Nonce unknown or already used/)
    const body = await signed(signer)
    await expectRefused(
      await post('/auth/v1/verify', body, { origin: 'https://evil.example' }),
      401,
      'Unauthorized: origin not allowed',
    )
    // the refusals did not use the nonce up
    expect((await post('/auth/v1/verify', body, { origin: 'http://localhost:5173' })).status).toBe(200)
  })

  it('issue 27 item 8: the page must be exactly an allowed origin: Origin null, another scheme or spelling is refused, and so is a message on another scheme', async () => {
    const signer = evmSigner()
    const body = await signed(signer)
    for (const origin of [
      'null',
      'https://localhost:5173',
      'http://localhost:5174',
      'http://LOCALHOST:5173',
      'http://localhost:5173/',
      'http://localhost',
      'http://127.0.0.1:5173',
    ])
      await expectRefused(await post('/auth/v1/verify', body, { origin }), 401, NOT_ALLOWED)
    // a message for the https page of an allowed http origin: from a script (no Origin) or that page
    const https = await signed(signer, { uri: 'https://localhost:5173/app' })
    await expectRefused(await post('/auth/v1/verify', https), 401, NOT_ALLOWED)
    await expectRefused(
      await post('/auth/v1/verify', https, { origin: 'https://localhost:5173' }),
      401,
      NOT_ALLOWED,
    )
    for (const origin of ['null', 'https://localhost:5173', 'http://127.0.0.1:5173'])
      await expectRefused(await post('/auth/v1/nonce', { domain: DOMAIN }, { origin }), 403, NOT_ALLOWED)
    expect(
      (await post('/auth/v1/nonce', { domain: DOMAIN }, { origin: 'http://localhost:5173' })).status,
    ).toBe(200)
    // none of the refusals used the nonce up
    expect((await post('/auth/v1/verify', body, { origin: 'http://localhost:5173' })).status).toBe(200)
  })

  it('a signature by another key is refused in every namespace, and does not use the nonce up', async () => {
    for (const make of [() => evmSigner(), () => evmSigner('eip155:1'), solanaSigner, bitcoinSigner]) {
      const signer = await make()
      const body = await signed(signer, {}, { by: await make() })
      await expectRefused(await post('/auth/v1/verify', body), 401, 'Invalid signature')
      const right = await signer.sign(body.message)
      expect((await post('/auth/v1/verify', { ...body, signature: right })).status).toBe(200)
    }
    // a signature over another text by the right key
    const signer = solanaSigner()
    const body = await signed(signer)
    await expectRefused(
      await post('/auth/v1/verify', { ...body, signature: await signer.sign(`${body.message} `) }),
      401,
      'Invalid signature',
    )
    await expectRefused(
      await post('/auth/v1/verify', { ...body, signature: 'not-a-signature' }),
      401,
      'Invalid signature',
    )
  })

  it('a malformed message is a 400 that says so', async () => {
    const body = await signed(evmSigner())
    await expectRefused(
      await post('/auth/v1/verify', { ...body, message: body.message.replace('Version: 1', 'Version: 2') }),
      400,
      /^Invalid sign-in message/,
    )
    await expectRefused(await post('/auth/v1/verify', { message: 'x' }), 400, /^Invalid request: signature/)
  })

  it('§8 a token not valid yet is a 401 with the text core maps to "Session Expired"; an expired one too', async () => {
    clock.offsetMs = 10 * 60_000 // the server that signs runs ahead
    let token: string
    try {
      const res = await post('/auth/v1/verify', await signed(solanaSigner()))
      expect(res.status).toBe(200)
      token = ((await res.json()) as { token: string }).token
    } finally {
      clock.offsetMs = 0
    }
    await expectRefused(await me(token), 401, TOKEN_NOT_YET_VALID)
    expect(TOKEN_NOT_YET_VALID).toBe('JWT validation error: JWT Token is not yet valid')
    clock.offsetMs = 30 * 60_000 // past the message's expirationTime (10 minutes) and the skew
    try {
      await expectRefused(await me(token), 401, TOKEN_EXPIRED)
    } finally {
      clock.offsetMs = 0
    }
    await expectRefused(await fetch(`${backend.url}/auth/v1/me`), 401, 'Missing bearer token')
    await expectRefused(await me(`${token.slice(0, -4)}AAAA`), 401, /^JWT validation error/)
  })

  it('a host backend verifies the token with the JWKS (verifyPorticoSession); the key survives a restart', async () => {
    const signer = evmSigner()
    const res = await post('/auth/v1/verify', await signed(signer))
    const { token } = (await res.json()) as { token: string }
    const jwksRes = await fetch(`${backend.url}/auth/v1/jwks`)
    expect(jwksRes.status).toBe(200)
    const jwks = (await jwksRes.json()) as { keys: { kid: string; alg: string; d?: string }[] }
    expect(jwks.keys).toHaveLength(1)
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' })
    expect(jwks.keys[0]!.d).toBeUndefined()
    const viaUrl = await verifyPorticoSession(
      token,
      { jwksUrl: `${backend.url}/auth/v1/jwks` },
      { audience: DOMAIN },
    )
    expect(viaUrl).toMatchObject({
      account: `eip155:31337:${signer.address}`,
      accountAddress: signer.address,
      namespace: 'eip155',
      chainId: 'eip155:31337',
      domain: DOMAIN,
    })
    const viaKey = await verifyPorticoSession(token, { publicKey: jwks.keys[0]! as never })
    expect(viaKey.sessionId).toBe(viaUrl.sessionId)
    await expect(
      verifyPorticoSession(token, { jwksUrl: `${backend.url}/auth/v1/jwks` }, { audience: 'other.example' }),
    ).rejects.toThrow(/aud/)
    const [h, p, s] = token.split('.')
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString())
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'eip155:1:0x0' })).toString('base64url')}.${s}`
    await expect(verifyPorticoSession(forged, { publicKey: jwks.keys[0]! as never })).rejects.toThrow(
      /signature/,
    )
    expect((await loadAuthSigningKey(backend.server.db)).kid).toBe(jwks.keys[0]!.kid)
  })

  it('answers CORS preflights for the bearer header like every other route', async () => {
    const res = await fetch(`${backend.url}/auth/v1/me`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/i)
    const get = await fetch(`${backend.url}/auth/v1/jwks`, { headers: { origin: 'http://localhost:5173' } })
    expect(get.headers.get('access-control-allow-origin')).toBe('*')
  })
})
