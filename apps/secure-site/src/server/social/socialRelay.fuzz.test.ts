/**
 * Generated adversarial input for the social login relay (issue 27, item 2's review of the social
 * relay and "Deliver": the generated suites extended to it), over real sockets:
 *   - `/social/authorize` bodies with up to two fields hostile (provider, state, challenge, device,
 *     mode, project, the page's origin, returnTo: other sites, the project's host on another scheme
 *     or port, spellings that trip URL comparisons, wrong types, unknown keys). Never a 5xx; the
 *     valid body is served; a login is only ever for one of the project's allowed origins, a
 *     redirect only ever comes back to that page's origin, the provider is sent back to this site's
 *     callback only; a refused request keeps nothing (its state is not valid at the callback).
 *   - the provider's callback (GET query and Apple's form POST) with hostile `state`, `code`,
 *     `error`, `error_description`, `iss`, `user` and stray parameters. Never a 5xx; only the
 *     pending state is answered, once; a redirect goes exactly to `<returnTo>#portico_social=<state>`;
 *     the popup page never shows the code or a parameter's markup.
 *   - `/social/complete` bodies: only the device that started a login can see or spend it.
 * `FC_SEED=<n>` replays a run, `FC_SCALE=<k>` runs k times the cases; the counts are printed.
 */
import fc from 'fast-check'
import * as oauth from 'oauth4webapi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseOrigin } from '../frame/frameAncestors.js'
import { hostileOrigin, hostileText, mutatedBody, webUrlLike } from '../test/relayArbitraries.js'
import { snapshotAccounts } from '../test/siteRows.js'
import { INVALID_CALLBACK_TEXT } from './socialCallbackPage.js'
import {
  SOCIAL_TEST_ORIGIN,
  SOCIAL_TEST_PROJECT,
  type SocialTestSite,
  startSocialTestSite,
} from './startSocialTestSite.js'

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const scale = Number(process.env.FC_SCALE ?? 1)
const run = <Ts>(numRuns: number, property: fc.IAsyncProperty<Ts>) =>
  fc.assert(property, { numRuns: Math.round(numRuns * scale), seed })
const cases = new Map<string, { n: number; accepted: number }>()
const count = (route: string, accepted: boolean) => {
  const c = cases.get(route) ?? { n: 0, accepted: 0 }
  cases.set(route, c)
  c.n++
  if (accepted) c.accepted++
}

const ORIGIN = SOCIAL_TEST_ORIGIN
const ORIGINS: Record<string, string[]> = {
  [SOCIAL_TEST_PROJECT]: [ORIGIN, 'https://admin.example'],
  'proj-other': ['https://other.example'],
}
let t: SocialTestSite
let uniq = 0

beforeAll(async () => {
  t = await startSocialTestSite({ limits: { connectsPerIpPerHour: 1_000_000, deviceWaitMs: 50 } })
  for (const [project, allowedOrigins] of Object.entries(ORIGINS)) t.origins.set(project, { allowedOrigins })
}, 60_000)
afterAll(async () => {
  await t?.stop()
  const total = [...cases.values()].reduce((a, c) => a + c.n, 0)
  console.log(
    `social relay fuzz: ${total} generated cases${seed === undefined ? '' : ` (FC_SEED=${seed})`}\n${[
      ...cases,
    ]
      .map(([route, c]) => `  ${String(c.n).padStart(5)}  ${route} (${c.accepted} accepted)`)
      .join('\n')}`,
  )
})

/** what the store holds (a refused request must not change it) */
const snapshot = () => snapshotAccounts(t.db)

async function api(path: string, body: unknown) {
  const res = await fetch(`${t.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await res.text()
  const what = `${path} ${JSON.stringify(body).slice(0, 400)} → ${res.status} ${text.slice(0, 200)}`
  expect(res.status, what).toBeLessThan(500)
  const json = JSON.parse(text) as Record<string, unknown>
  if (res.status >= 400)
    expect(typeof json.error === 'string' && typeof json.message === 'string', what).toBe(true)
  return { status: res.status, body: json, what }
}

/** the browser coming back from the provider (no redirect followed) */
async function callback(query: string, form?: string) {
  const res = await fetch(`${t.url}/social/callback${query}`, {
    method: form === undefined ? 'GET' : 'POST',
    redirect: 'manual',
    ...(form === undefined
      ? {}
      : { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form }),
  })
  const text = await res.text()
  const what = `callback ${query.slice(0, 300)} ${form?.slice(0, 300) ?? ''} → ${res.status} ${res.headers.get('location') ?? ''}`
  expect(res.status, what).toBeLessThan(500)
  return { status: res.status, location: res.headers.get('location'), headers: res.headers, text, what }
}

const freshLogin = async () => {
  const verifier = oauth.generateRandomCodeVerifier()
  return {
    state: oauth.generateRandomState(),
    verifier,
    codeChallenge: await oauth.calculatePKCECodeChallenge(verifier),
    deviceId: `device-fuzz-social-${++uniq}`,
  }
}
const isState = (s: unknown): s is string => typeof s === 'string' && /^[A-Za-z0-9_-]{43}$/.test(s)

/** a pending login of the project's page, popup or redirect */
async function pending(mode: 'popup' | 'redirect') {
  const l = await freshLogin()
  const returnTo = `${ORIGIN}/app?config=socials&n=${uniq}`
  const r = await api('/social/authorize', {
    provider: 'github',
    state: l.state,
    codeChallenge: l.codeChallenge,
    deviceId: l.deviceId,
    mode,
    projectId: SOCIAL_TEST_PROJECT,
    origin: ORIGIN,
    ...(mode === 'redirect' ? { returnTo } : {}),
  })
  expect(r.status, r.what).toBe(200)
  return { ...l, mode, returnTo }
}

describe('the social relay under generated adversarial input (issue 27)', () => {
  it("authorize: a login is only ever for one of the project's pages, and a redirect only comes back there", async () => {
    const returnTos = fc.oneof(
      hostileOrigin(ORIGIN).map((o) => `${o}/app`),
      hostileOrigin(ORIGIN),
      fc.constantFrom(
        `${ORIGIN}/app#x`,
        `${ORIGIN}\\@evil.example/`,
        `${ORIGIN}/..//evil.example`,
        '//evil.example/app',
        '/app',
        'https://admin.example/app',
        'https://other.example/app',
        `${ORIGIN}/%2F%2Fevil.example`,
        `${ORIGIN}/app?next=https://evil.example`,
      ),
    )
    const stateLike = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{40,46}$/), hostileText)
    await run(
      200,
      fc.asyncProperty(
        fc.constantFrom('popup', 'redirect'),
        mutatedBody(
          {
            provider: 'github',
            state: 'set below',
            codeChallenge: 'set below',
            deviceId: 'set below',
            mode: 'popup',
            projectId: SOCIAL_TEST_PROJECT,
            origin: ORIGIN,
            returnTo: 'set below',
          },
          {
            provider: fc.oneof(fc.constantFrom('twitter', 'GITHUB', 'github ', 'facebook', ''), hostileText),
            state: stateLike,
            codeChallenge: stateLike,
            deviceId: hostileText,
            mode: fc.oneof(fc.constantFrom('Redirect', 'popup ', 'form_post'), hostileText),
            projectId: fc.oneof(fc.constantFrom('proj-other', 'proj-unknown', ''), hostileText),
            origin: fc.oneof(
              hostileOrigin(ORIGIN),
              fc.constantFrom('https://admin.example', 'https://other.example'),
            ),
            returnTo: returnTos,
          },
        ),
        async (mode, { body, mutated }) => {
          const l = await freshLogin()
          const fill = (key: string, value: unknown) => {
            if (body[key] === 'set below') body[key] = value
          }
          fill('state', l.state)
          fill('codeChallenge', l.codeChallenge)
          fill('deviceId', l.deviceId)
          if (!mutated.includes('set mode')) body.mode = mode
          if (body.returnTo === 'set below') {
            if (mode === 'redirect') body.returnTo = `${ORIGIN}/app?n=${uniq}`
            else delete body.returnTo
          }
          const before = await snapshot()
          const r = await api('/social/authorize', body)
          count('POST /social/authorize', r.status === 200)
          expect(await snapshot(), r.what).toBe(before)
          if (mutated.length === 0) expect(r.status, r.what).toBe(200)
          if (r.status === 200) {
            const origin = parseOrigin(body.origin)
            expect(origin && ORIGINS[body.projectId as string]?.includes(origin), r.what).toBe(true)
            const url = new URL(r.body.url as string)
            // the provider asked for ('facebook' among the mutations is configured too)
            const provider = body.provider as keyof typeof t.idps.providers
            expect(`${url.origin}${url.pathname}`, r.what).toBe(
              t.idps.providers[provider].authorizationEndpoint,
            )
            expect(url.searchParams.get('redirect_uri'), r.what).toBe(`${t.url}/social/callback`)
            expect(url.searchParams.get('state'), r.what).toBe(body.state)
            // where the callback sends the browser
            const cb = await callback(`?code=fuzz-code&state=${body.state as string}`)
            if (body.mode === 'redirect') {
              expect(cb.status, cb.what).toBe(302)
              expect(new URL(cb.location!).origin, cb.what).toBe(origin)
              expect(cb.location, cb.what).toBe(
                `${new URL(body.returnTo as string).href}#portico_social=${body.state as string}`,
              )
            } else expect(cb.status, cb.what).toBe(200)
            return
          }
          // refused: the state names no login
          if (isState(body.state)) {
            const cb = await callback(`?code=fuzz-code&state=${body.state}`)
            expect(cb.status, `${r.what} then ${cb.what}`).toBe(400)
          }
        },
      ),
    )
  }, 60_000)

  it('callback: only the pending state is answered, once; a redirect goes exactly back to its page; the popup shows no code or markup', async () => {
    const param = (valid: fc.Arbitrary<string>) =>
      fc.option(fc.oneof({ weight: 2, arbitrary: valid }, { weight: 1, arbitrary: hostileText }), { freq: 4 })
    await run(
      150,
      fc.asyncProperty(
        fc.constantFrom('popup', 'redirect'),
        fc.record({
          state: fc.oneof(
            { weight: 4, arbitrary: fc.constant('the state') },
            { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
            { weight: 1, arbitrary: hostileText },
          ),
          code: param(fc.stringMatching(/^[A-Za-z0-9]{16,40}$/)),
          error: param(fc.constantFrom('access_denied', 'server_error', 'invalid_scope')),
          error_description: param(fc.constant('<script>alert(1)</script>')),
          iss: param(webUrlLike),
          user: param(fc.constant('{"name":{"firstName":"<b>A</b>"}}')),
          extra: param(fc.constant('<img src=x onerror=alert(1)>')),
        }),
        fc.constantFrom('query', 'query', 'form', 'raw'),
        async (mode, params, how) => {
          const login = await pending(mode)
          const state = params.state === 'the state' ? login.state : params.state
          const pairs = Object.entries({ ...params, state }).filter(
            (e): e is [string, string] => typeof e[1] === 'string',
          )
          const search = new URLSearchParams(pairs).toString()
          const raw = pairs.map(([k, v]) => `${k}=${v}`).join('&')
          const cb =
            how === 'form' ? await callback('', search) : await callback(`?${how === 'raw' ? raw : search}`)
          count('/social/callback', cb.status < 400)
          // what the server read as the state (a raw query is sent as the URL parser writes it)
          const read =
            how === 'raw'
              ? new URL(`${t.url}/social/callback?${raw}`).searchParams.get('state')
              : new URLSearchParams(search).get('state')
          if (read !== login.state) {
            expect(cb.status, cb.what).toBe(400)
            expect(cb.text, cb.what).toContain(INVALID_CALLBACK_TEXT)
          } else if (mode === 'redirect') {
            expect([302, 303], cb.what).toContain(cb.status)
            expect(cb.location, cb.what).toBe(`${login.returnTo}#portico_social=${login.state}`)
          } else {
            expect(cb.status, cb.what).toBe(200)
            expect(cb.headers.get('content-security-policy'), cb.what).toMatch(
              /^default-src 'none'; script-src 'nonce-/,
            )
          }
          // nothing of the parameters is markup on the page, and the code is never shown
          expect(cb.text.split('<script').length, cb.what).toBeLessThanOrEqual(2)
          expect(cb.text, cb.what).not.toMatch(/<img|<b>|onerror/)
          if (params.code && params.code.length >= 16) expect(cb.text, cb.what).not.toContain(params.code)
          // answered once
          if (read === login.state)
            expect((await callback(`?code=again&state=${login.state}`)).status).toBe(400)
        },
      ),
    )
  }, 60_000)

  it('complete: only the device that started a login can see or spend it', async () => {
    await run(
      100,
      fc.asyncProperty(
        mutatedBody(
          { state: 'the state', codeVerifier: 'the verifier', deviceId: 'the device' },
          {
            state: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), hostileText),
            codeVerifier: fc.oneof(fc.stringMatching(/^[A-Za-z0-9._~-]{43,128}$/), hostileText),
            deviceId: fc.oneof(fc.constant('device-fuzz-someone-else'), hostileText),
          },
        ),
        async ({ body }) => {
          const login = await pending('popup')
          // the person cancelled at the provider: completing asks nothing of the provider
          expect((await callback(`?error=access_denied&state=${login.state}`)).status).toBe(200)
          const real = { state: login.state, codeVerifier: login.verifier, deviceId: login.deviceId }
          const sent = {
            ...body,
            ...(body.state === 'the state' ? { state: real.state } : {}),
            ...(body.codeVerifier === 'the verifier' ? { codeVerifier: real.codeVerifier } : {}),
            ...(body.deviceId === 'the device' ? { deviceId: real.deviceId } : {}),
          }
          const before = await snapshot()
          const r = await api('/social/complete', sent)
          const own = sent.state === real.state && sent.deviceId === real.deviceId
          count('POST /social/complete', r.body.error === 'SOCIAL_DENIED')
          expect(r.status, r.what).toBe(400)
          expect(await snapshot(), r.what).toBe(before)
          // only the device that started it learns how it ended
          if (r.body.error === 'SOCIAL_DENIED') {
            expect(own, r.what).toBe(true)
            return
          }
          // someone else's attempt neither saw nor spent it: the device that started it still can
          const again = await api('/social/complete', real)
          expect(again.body.error, `${r.what} then ${again.what}`).toBe('SOCIAL_DENIED')
        },
      ),
    )
  }, 60_000)
})
