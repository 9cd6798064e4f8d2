/**
 * What the generated adversarial requests (`createApiServer.fuzz.test.ts`, issue 17) found:
 * each was a 500 'Internal error' and is now a clear 4xx (or the right answer), kept here as
 * fixed cases so they stay found whatever seed the fuzz suite runs with.
 */
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiServer, createApiServer } from './createApiServer.js'

describe('bad input found by the fuzz suite is a clear 4xx, never a 500 (issue 17 item 10)', () => {
  let server: ApiServer
  const logs: string[] = []
  beforeAll(async () => {
    server = await createApiServer({
      databaseUrl: 'memory:',
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
      indexer: { enabled: false, intervalMs: 1000 },
      logRequests: false,
      log: (l) => logs.push(l),
    })
  }, 30_000)
  afterAll(() => server?.close())

  const post = (path: string, body: string) => server.app.request(path, { method: 'POST', body })
  const event = (properties: string) =>
    `{"eventId":"e1","url":"","domain":"","timestamp":1,"props":{"type":"track","event":"E","properties":${properties}}}`
  const events = async () =>
    Number((await server.db.query<{ n: string }>('select count(*) as n from analytics_events'))[0]!.n)
  const answer = async (res: Response) => [res.status, await res.json()]

  it('issue 17 item 10: an unpaired surrogate escape in an analytics event (jsonb refuses it) is a 400', async () => {
    expect(await answer(await post('/e?projectId=p', event('{"a":"\\ud800"}')))).toEqual([
      400,
      { error: 'Invalid request: unpaired surrogate' },
    ])
    expect(await answer(await post('/e?projectId=p', event('{"\\udfff":1}')))).toEqual([
      400,
      { error: 'Invalid request: unpaired surrogate' },
    ])
    // a surrogate pair is one character, and is stored
    expect((await post('/e?projectId=p', event('{"a":"\\ud83d\\ude00"}'))).status).toBe(202)
    expect(await events()).toBe(1)
  })

  it('issue 17 item 10: JSON nested 5000 levels deep (JSON.stringify overflowed the stack) is a 400', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
    expect(await answer(await post('/e?projectId=p', event(`{"a":${deep}}`)))).toEqual([
      400,
      { error: 'Invalid request: JSON nested deeper than 64 levels' },
    ])
    expect(await events()).toBe(1)
  })

  it('issue 17 item 10: history of a chain id beyond PostgreSQL integer is an empty page', async () => {
    const res = await server.app.request(
      '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history?chainId=eip155:99999999999',
    )
    expect(await answer(res)).toEqual([200, { data: [], next: null }])
  })

  it('issue 17 item 10: a name registered for an EVM chain coin type (ENSIP-11, beyond integer) is stored', async () => {
    const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    const coinType = 0x80000000 + 31337
    const message = JSON.stringify({
      name: 'chain-user.wcn.id',
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const res = await post(
      '/v1/profile/account',
      JSON.stringify({
        coin_type: coinType,
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
      }),
    )
    expect(res.status).toBe(201)
    expect(((await res.json()) as { addresses: Record<string, unknown> }).addresses).toEqual({
      [String(coinType)]: { address: account.address },
    })
  })

  it('issue 17 item 10: an unpaired surrogate or NUL inside the signed profile message (JSON in JSON) is a 400', async () => {
    const account = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
    const register = async (attributes: Record<string, string>) => {
      const message = JSON.stringify({
        name: 'odd-user.wcn.id',
        attributes,
        timestamp: Math.floor(Date.now() / 1000),
      })
      const signature = await account.signMessage({ message })
      return answer(
        await post(
          '/v1/profile/account',
          JSON.stringify({ coin_type: 60, address: account.address, message, signature }),
        ),
      )
    }
    expect(await register({ avatar: '\ud800' })).toEqual([
      400,
      {
        error: 'Invalid request: message: unpaired surrogate',
        reasons: [{ description: 'Invalid request: message: unpaired surrogate' }],
      },
    ])
    expect(await register({ '\0': '' })).toEqual([
      400,
      {
        error: 'Invalid request: message: NUL character',
        reasons: [{ description: 'Invalid request: message: NUL character' }],
      },
    ])
    expect(logs.filter((l) => l.includes('"level":"error"'))).toEqual([])
  })
})
