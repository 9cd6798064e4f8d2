/**
 * Issue 27 item 8: "every project id gets the same allowed origins (apps/api keeps one global
 * list): origins are per project". SPEC §7 `GET /projects/v1/origins?projectId=`, §8 'Invalid Project
 * ID' ('Unauthorized: invalid key'). The routes through the server's router (PGlite in memory, no
 * chain); the configuration shapes directly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiServer, createApiServer } from '../createApiServer.js'
import { parseApiConfig } from './apiConfig.js'
import { createProjects, DEFAULT_ALLOWED_ORIGINS, INVALID_KEY } from './createProjects.js'

describe('allowed origins per project (issue 27 item 8)', () => {
  let server: ApiServer
  beforeAll(async () => {
    server = await createApiServer({
      databaseUrl: 'memory:',
      indexer: { enabled: false, intervalMs: 1000 },
      logRequests: false,
      projects: {
        shop: { allowedOrigins: ['https://shop.example'] },
        'blog-2': { allowedOrigins: ['https://blog.example', 'http://localhost:4000'] },
      },
    })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })
  const origins = async (query: string) => {
    const res = await server.app.request(`/projects/v1/origins${query}`)
    return { status: res.status, body: (await res.json()) as unknown }
  }

  it('§7 each project answers its own origins; §8 an unknown, missing or malformed project id is "Unauthorized: invalid key"', async () => {
    expect(await origins('?projectId=shop')).toEqual({
      status: 200,
      body: { allowedOrigins: ['https://shop.example'] },
    })
    expect(await origins('?projectId=blog-2')).toEqual({
      status: 200,
      body: { allowedOrigins: ['https://blog.example', 'http://localhost:4000'] },
    })
    for (const q of ['?projectId=other', '', '?projectId=', '?projectId=__proto__', '?projectId=shop%20'])
      expect(await origins(q), q).toEqual({ status: 403, body: { error: INVALID_KEY } })
    // the RPC proxy serves the same projects
    const rpc = (projectId: string) =>
      server.app.request(`/v1?chainId=eip155:31337&projectId=${projectId}`, {
        method: 'POST',
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
      })
    expect((await rpc('other')).status).toBe(403)
    expect((await rpc('shop')).status).not.toBe(403)
  })

  it('sign-in accepts the pages of every project, and only them', async () => {
    const nonce = (domain: string) =>
      server.app.request('/auth/v1/nonce', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain }),
      })
    expect((await nonce('shop.example')).status).toBe(200)
    expect((await nonce('localhost:4000')).status).toBe(200)
    expect((await nonce('localhost:5173')).status).toBe(403)
  })

  it('the configuration before projects still works: one list for every project (or for projectIds)', () => {
    const of = (input: Parameters<typeof parseApiConfig>[0]) => createProjects(parseApiConfig(input))
    expect(of({ allowedOrigins: ['https://one.example'] }).origins('anything')).toEqual([
      'https://one.example',
    ])
    expect(of({ allowedOrigins: ['https://one.example'] }).origins(undefined)).toEqual([
      'https://one.example',
    ])
    expect(of({}).origins('p')).toEqual(DEFAULT_ALLOWED_ORIGINS)
    const listed = of({ allowedOrigins: ['https://one.example'], projectIds: ['mine'] })
    expect(listed.origins('mine')).toEqual(['https://one.example'])
    expect(listed.origins('yours')).toBeUndefined()
    // projectIds also limits projects
    const both = of({ projects: { a: { allowedOrigins: [] }, b: { allowedOrigins: [] } }, projectIds: ['a'] })
    expect([both.known('a'), both.known('b')]).toEqual([true, false])
    // entries of the old list that are not origins are returned as configured, and match nothing
    const old = of({ allowedOrigins: ['*', 'http://localhost:5173/', 'https://A.example'] })
    expect([...old.exactOrigins]).toEqual(['http://localhost:5173', 'https://a.example'])
  })

  it('a configuration that mixes both shapes, or lists something that is not an exact origin, does not start', () => {
    expect(() =>
      parseApiConfig({ allowedOrigins: ['https://a.example'], projects: { p: { allowedOrigins: [] } } }),
    ).toThrow(/allowedOrigins and projects cannot both be set/)
    for (const bad of [
      'https://a.example/',
      'https://a.example/app',
      '*',
      'null',
      'HTTPS://A.EXAMPLE',
      'ftp://a.example',
    ])
      expect(() => parseApiConfig({ projects: { p: { allowedOrigins: [bad] } } }), bad).toThrow(
        /an origin: http\(s\):\/\/host\[:port\]/,
      )
    expect(() => parseApiConfig({ projects: { 'a b': { allowedOrigins: [] } } })).toThrow(/projects\["a b"\]/)
  })
})
