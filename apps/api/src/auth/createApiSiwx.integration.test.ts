/**
 * Issue 13 item 3: core's ready `siwx` option (`createApiSiwx`) against the real apps/api server,
 * in-process on 127.0.0.1 (PGlite): sign in with every namespace, a new page load finds the session
 * (and asks /me), a signout from another page is seen on the next load, revokeSession signs out on
 * the server (the token is refused afterwards), and a host backend verifies the same token.
 */
import { createApiSiwx, createMemoryStorage, type KeyValueStorage, type SIWXConfig } from '@portico/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiServer, createApiServer } from '../createApiServer.js'
import { bitcoinSigner, evmSigner, type SignInSigner, solanaSigner } from '../test/signInSigners.js'
import { verifyPorticoSession } from './verifyPorticoSession.js'

describe('createApiSiwx on the real apps/api (issue 13 item 3)', () => {
  let server: ApiServer
  let url: string
  beforeAll(async () => {
    server = await createApiServer({
      databaseUrl: 'memory:',
      indexer: { enabled: false, intervalMs: 1000 },
      logRequests: false,
    })
    url = (await server.listen(0)).url
  }, 30_000)
  afterAll(async () => {
    await server?.close()
  })

  const page = () => ({ domain: 'localhost:5173', uri: 'http://localhost:5173/' })
  const load = (storage: KeyValueStorage, fetchFn: typeof fetch = fetch) =>
    createApiSiwx({ apiUrl: url, storage, getDomain: page, statement: 'Sign in to the lab', fetch: fetchFn })

  async function signIn(siwx: SIWXConfig, signer: SignInSigner) {
    const message = await siwx.createMessage({ chainId: signer.chainId, accountAddress: signer.address })
    const text = message.toString()
    await siwx.addSession({ data: message, message: text, signature: await signer.sign(text) })
  }
  const tokenOf = (storage: KeyValueStorage) =>
    (JSON.parse(storage.getItem(`portico:siwx:${url}`) ?? '[]') as { token: string }[]).map((e) => e.token)

  for (const [name, make] of [
    ['eip155', () => evmSigner('eip155:1')],
    ['solana', solanaSigner],
    ['bip122', bitcoinSigner],
  ] as const) {
    it(`§3 ${name}: sign in, reload finds the session, revoke signs out on the server`, async () => {
      const signer = await make()
      const storage = createMemoryStorage()
      await signIn(load(storage), signer)
      const [token] = tokenOf(storage)
      expect(token).toBeDefined()
      const backend = await verifyPorticoSession(token!, { jwksUrl: `${url}/auth/v1/jwks` })
      expect(backend.accountAddress).toBe(signer.address)

      const calls: string[] = []
      const counting: typeof fetch = (input, init) => {
        calls.push(String(input))
        return fetch(input, init)
      }
      const reloaded = load(storage, counting)
      const sessions = await reloaded.getSessions(signer.chainId, signer.address)
      expect(sessions).toHaveLength(1)
      expect(sessions[0]!.data.accountAddress).toBe(signer.address)
      expect(calls).toEqual([`${url}/auth/v1/me`])

      await reloaded.revokeSession(signer.chainId, signer.address)
      expect(await reloaded.getSessions(signer.chainId, signer.address)).toEqual([])
      const me = await fetch(`${url}/auth/v1/me`, { headers: { authorization: `Bearer ${token}` } })
      expect(me.status).toBe(401)
    })
  }

  it('§3 a signout from another page is seen on the next load', async () => {
    const signer = evmSigner('eip155:1')
    const storage = createMemoryStorage()
    await signIn(load(storage), signer)
    const [token] = tokenOf(storage)
    const out = await fetch(`${url}/auth/v1/signout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(out.status).toBe(200)
    expect(await load(storage).getSessions(signer.chainId, signer.address)).toEqual([])
    expect(tokenOf(storage)).toEqual([])
  })

  it('§3 a message signed by another key is refused by the server: no session is kept', async () => {
    const signer = solanaSigner()
    const storage = createMemoryStorage()
    const siwx = load(storage)
    const message = await siwx.createMessage({ chainId: signer.chainId, accountAddress: signer.address })
    const text = message.toString()
    const err = await siwx
      .addSession({ data: message, message: text, signature: await solanaSigner().sign(text) })
      .catch((e: unknown) => e)
    expect(err).toMatchObject({
      code: 'HTTP_STATUS',
      details: { status: 401, reasons: ['Invalid signature'] },
    })
    expect(await siwx.getSessions(signer.chainId, signer.address)).toEqual([])
  })
})
