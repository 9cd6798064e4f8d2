/**
 * createApiSiwx against a mocked fetch that plays apps/api's `/auth/v1/*` (issue 13 item 3; SPEC §3
 * sign-in session, §8 'Session Expired'). The real server is exercised by apps/api's
 * createApiSiwx.integration.test.ts.
 */
import { privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors/PorticoError.js'
import { createMemoryStorage, type KeyValueStorage } from '../storage/createStorage.js'
import { createApiSiwx, isTokenNotYetValid } from './createApiSiwx.js'
import { parseSignInMessage } from './parseSignInMessage.js'
import type { SIWXSession } from './SIWXConfig.js'

const API = 'http://127.0.0.1:9/'
const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const T0 = Date.parse('2026-11-25T18:00:00.000Z')
const page = () => ({ domain: 'localhost:5173', uri: 'http://localhost:5173/app' })

type Call = { method: string; path: string; body?: unknown; auth?: string | null }

/** a fake apps/api: remembers calls; `revoked` tokens answer 401 on /me */
function fakeApi() {
  const calls: Call[] = []
  const revoked = new Set<string>()
  const state = {
    meError: undefined as undefined | { status: number; error: string },
    verifyBody: undefined as unknown,
  }
  let n = 0
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const fetch = async (input: string, init?: RequestInit) => {
    const url = new URL(input)
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    const auth = new Headers(init?.headers).get('authorization')
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, body, auth })
    const token = auth?.replace('Bearer ', '') ?? ''
    switch (url.pathname) {
      case '/auth/v1/nonce':
        return json({
          nonce: `nonce${++n}abcdef`,
          issuedAt: new Date(T0).toISOString(),
          expiresAt: new Date(T0 + 600_000).toISOString(),
        })
      case '/auth/v1/verify': {
        if (state.verifyBody !== undefined) return json(state.verifyBody)
        const m = parseSignInMessage(body.message)
        return json({
          token: `h.${Buffer.from(m.nonce).toString('base64url')}.s`,
          session: {
            accountAddress: m.accountAddress,
            chainId: m.chainId,
            namespace: m.chainId.split(':')[0],
            issuedAt: new Date(T0).toISOString(),
            expiresAt: new Date(T0 + 3600_000).toISOString(),
          },
        })
      }
      case '/auth/v1/me':
        if (state.meError) return json({ error: state.meError.error }, state.meError.status)
        if (revoked.has(token)) return json({ error: 'Session revoked: sign in again' }, 401)
        return json({
          session: {
            accountAddress: 'x',
            chainId: 'eip155:1',
            namespace: 'eip155',
            issuedAt: new Date(T0).toISOString(),
            expiresAt: new Date(T0 + 3600_000).toISOString(),
          },
        })
      case '/auth/v1/signout':
        if (revoked.has(token)) return json({ error: 'Session revoked: sign in again' }, 401)
        revoked.add(token)
        return json({ ok: true })
    }
    return json({ error: 'Not found' }, 404)
  }
  return { fetch, calls, revoked, state }
}

describe('createApiSiwx (issue 13 item 3, SPEC §3 sign-in session)', () => {
  let api: ReturnType<typeof fakeApi>
  let backend: KeyValueStorage
  let clock: number
  const make = (extra: Partial<Parameters<typeof createApiSiwx>[0]> = {}) =>
    createApiSiwx({
      apiUrl: API,
      fetch: api.fetch,
      storage: backend,
      getDomain: page,
      now: () => clock,
      ...extra,
    })

  beforeEach(() => {
    api = fakeApi()
    backend = createMemoryStorage()
    clock = T0 + 60_000
  })

  async function signIn(siwx = make(), chainId: 'eip155:1' | 'eip155:10' = 'eip155:1') {
    const message = await siwx.createMessage({ chainId, accountAddress: account.address })
    const text = message.toString()
    const session: SIWXSession = {
      data: message,
      message: text,
      signature: await account.signMessage({ message: text }),
    }
    await siwx.addSession(session)
    return session
  }

  it('§3 createMessage asks the server for a nonce for the page and builds the message with it', async () => {
    const siwx = make({ statement: 'Sign in to Example', expiresInSec: 3600 })
    const m = await siwx.createMessage({ chainId: 'eip155:1', accountAddress: account.address.toLowerCase() })
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/auth/v1/nonce',
        body: { domain: 'localhost:5173', chainId: 'eip155:1' },
        auth: null,
      },
    ])
    expect(m).toMatchObject({
      chainId: 'eip155:1',
      accountAddress: account.address,
      nonce: 'nonce1abcdef',
      domain: 'localhost:5173',
      uri: 'http://localhost:5173/app',
      issuedAt: '2026-11-25T18:00:00.000Z',
      expirationTime: '2026-11-25T19:00:00.000Z',
      statement: 'Sign in to Example',
    })
    expect(parseSignInMessage(m.toString()).nonce).toBe('nonce1abcdef')
  })

  it('§3 without a page location nor getDomain, createMessage says what is missing', async () => {
    await expect(
      createApiSiwx({ apiUrl: API, fetch: api.fetch, storage: backend }).createMessage({
        chainId: 'eip155:1',
        accountAddress: account.address,
      }),
    ).rejects.toThrow(/getDomain/)
  })

  it('§3 addSession verifies on the server and keeps the session; getSessions covers the namespace', async () => {
    const session = await signIn()
    const verify = api.calls.find((c) => c.path === '/auth/v1/verify')
    expect(verify?.body).toEqual({ message: session.message, signature: session.signature })
    const siwx = make()
    // another chain of the same namespace: the same session
    expect((await siwx.getSessions('eip155:10', account.address)).map((s) => s.signature)).toEqual([
      session.signature,
    ])
    expect(await siwx.getSessions('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', account.address)).toEqual([])
    expect(await siwx.getSessions('eip155:1', '0x0000000000000000000000000000000000000001')).toEqual([])
  })

  it('§3 getSessions asks /me once per load: a signout elsewhere is seen, then no more calls', async () => {
    await signIn()
    const siwx = make() // a new page load
    expect(await siwx.getSessions('eip155:1', account.address)).toHaveLength(1)
    expect(await siwx.getSessions('eip155:1', account.address)).toHaveLength(1)
    expect(api.calls.filter((c) => c.path === '/auth/v1/me')).toHaveLength(1)
    // signed out from another tab: the next load drops it
    for (const c of api.calls) if (c.path === '/auth/v1/me') api.revoked.add(c.auth!.replace('Bearer ', ''))
    const next = make()
    expect(await next.getSessions('eip155:1', account.address)).toEqual([])
    expect(backend.getItem(`portico:siwx:${API.replace(/\/$/, '')}`)).toBeNull()
  })

  it('§8 a token not valid yet (device clock) keeps the session and throws the refusal (Session Expired); a server that cannot be reached keeps it too', async () => {
    await signIn()
    api.state.meError = { status: 401, error: 'JWT validation error: JWT Token is not yet valid' }
    const err = await make()
      .getSessions('eip155:1', account.address)
      .catch((e: unknown) => e)
    expect(isTokenNotYetValid(err)).toBe(true)
    // kept: once the server accepts the token, the same session holds
    api.state.meError = undefined
    expect(await make().getSessions('eip155:1', account.address)).toHaveLength(1)
    const offline = make({ fetch: async () => Promise.reject(new TypeError('fetch failed')) })
    expect(await offline.getSessions('eip155:1', account.address)).toHaveLength(1)
  })

  it('§3 an expired session is not returned and is forgotten', async () => {
    await signIn()
    clock = T0 + 3600_000
    expect(await make().getSessions('eip155:1', account.address)).toEqual([])
    expect(backend.getItem(`portico:siwx:${API.replace(/\/$/, '')}`)).toBeNull()
  })

  it('§3 revokeSession signs out on the server and forgets the account', async () => {
    await signIn()
    const siwx = make()
    await siwx.revokeSession('eip155:1', account.address)
    const out = api.calls.filter((c) => c.path === '/auth/v1/signout')
    expect(out).toHaveLength(1)
    expect(out[0]!.auth).toMatch(/^Bearer h\./)
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
    // an already signed-out session is not an error
    await signIn()
    for (const c of api.calls)
      if (c.path === '/auth/v1/verify')
        api.revoked.add(
          `h.${Buffer.from(parseSignInMessage((c.body as { message: string }).message).nonce).toString('base64url')}.s`,
        )
    await expect(siwx.revokeSession('eip155:1', account.address)).resolves.toBeUndefined()
  })

  it('§3 setSessions replaces: an empty list signs everyone out; a kept session is not verified again', async () => {
    const session = await signIn()
    const siwx = make()
    const verifies = () => api.calls.filter((c) => c.path === '/auth/v1/verify').length
    await siwx.setSessions([session])
    expect(verifies()).toBe(1)
    await siwx.setSessions([])
    expect(api.calls.filter((c) => c.path === '/auth/v1/signout')).toHaveLength(1)
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('§5 server answers are validated: refusals keep the server text, bad answers are API_RESPONSE_INVALID', async () => {
    const siwx = make()
    api.state.verifyBody = { token: 'not a jwt', session: {} }
    const message = await siwx.createMessage({ chainId: 'eip155:1', accountAddress: account.address })
    const session = { data: message, message: message.toString(), signature: '0x00' }
    await expect(siwx.addSession(session)).rejects.toSatisfy((e) => isPorticoError(e, 'API_RESPONSE_INVALID'))
    const refusing = make({
      fetch: async () =>
        new Response(JSON.stringify({ error: 'JWT validation error: JWT Token is not yet valid' }), {
          status: 401,
        }),
    })
    const err = await refusing.addSession(session).catch((e: unknown) => e)
    expect(isPorticoError(err, 'HTTP_STATUS')).toBe(true)
    expect((err as Error).message).toBe('HTTP status code: 401')
    expect(isTokenNotYetValid(err)).toBe(true)
    const down = make({ fetch: async () => Promise.reject(new TypeError('fetch failed')) })
    await expect(down.addSession(session)).rejects.toSatisfy((e) => isPorticoError(e, 'API_UNAVAILABLE'))
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('§3 stored data is read entry by entry; two instances on other servers do not see each other', async () => {
    await signIn()
    const key = `portico:siwx:${API.replace(/\/$/, '')}`
    const stored = JSON.parse(backend.getItem(key)!) as unknown[]
    backend.setItem(key, JSON.stringify([{ token: 'broken' }, ...stored, 42]))
    expect(await make().getSessions('eip155:1', account.address)).toHaveLength(1)
    const other = make({ apiUrl: 'http://127.0.0.1:10' })
    expect(await other.getSessions('eip155:1', account.address)).toEqual([])
    backend.setItem(key, '{not json')
    expect(await make().getSessions('eip155:1', account.address)).toEqual([])
  })

  it('§6 getRequired follows the option', () => {
    expect(make().getRequired?.()).toBe(false)
    expect(make({ required: true }).getRequired?.()).toBe(true)
  })
})
