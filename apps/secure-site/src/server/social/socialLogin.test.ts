/**
 * Social login end to end over real sockets (SPEC §1, §5 providers): the site's API as the frame
 * calls it, the local identity providers of `@portico/testing/node` as a person clicks through them
 * (a real OpenID Provider for google, fakes of the others), the browser's request to the callback,
 * then `/social/complete`, whose session works on `/me`. Nothing leaves 127.0.0.1 / localhost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLOSE_TEXT } from './socialCallbackPage.js'
import { SOCIAL_PROVIDERS, type SocialProvider } from './socialProviderConfig.js'
import { type SocialTestSite, startSocialTestSite } from './startSocialTestSite.js'

let t: SocialTestSite
beforeAll(async () => {
  t = await startSocialTestSite({ limits: { connectsPerIpPerHour: 1000, deviceWaitMs: 1000 } })
}, 60_000)
afterAll(() => t.stop())

/** who each provider's consent page signs in, as the site then knows them */
const PEOPLE: Record<SocialProvider, { email?: string; username: string }> = {
  google: { email: 'ada@example.com', username: 'Ada Lovelace' },
  github: { email: 'grace@example.com', username: 'grace-lab' },
  apple: { email: 'alan@privaterelay.example.com', username: 'Alan Turing' },
  facebook: { email: 'katherine@example.com', username: 'Katherine Johnson' },
  x: { username: 'margaret_lab' },
  discord: { email: 'linus@example.com', username: 'linus_lab' },
}

describe.each(SOCIAL_PROVIDERS)('§5 social login with %s', (provider) => {
  it('authorize → the provider → the callback → complete → a session that works on /me', async () => {
    const login = await t.start(provider)
    const url = new URL(login.url)
    const idp = t.idps.providers[provider]
    expect(`${url.origin}${url.pathname}`).toBe(idp.authorizationEndpoint)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: idp.clientId,
      redirect_uri: `${t.url}/social/callback`,
      scope: idp.scope,
      state: login.state,
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    })
    expect(url.searchParams.has('nonce')).toBe(provider === 'google' || provider === 'apple')
    expect(url.searchParams.get('response_mode')).toBe(provider === 'apple' ? 'form_post' : null)
    // the client secret never leaves the server
    expect(login.url).not.toContain(idp.clientSecret)

    const redirect = await t.consent(login)
    expect(redirect.url.startsWith(`${t.url}/social/callback`)).toBe(true)
    const code = redirect.params.get('code')!
    const page = await t.callback(redirect)
    expect(page.status).toBe(200)
    expect(page.text).toContain(CLOSE_TEXT)
    expect(page.text).not.toContain(code)

    const done = await t.complete(login)
    expect(done.status).toBe(200)
    const person = PEOPLE[provider]
    expect(done.body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      userId: expect.any(String),
      isNewUser: true,
      username: person.username,
      ...(person.email ? { email: person.email } : {}),
    })
    const me = await t.api('/me', { token: done.body.token as string })
    expect(me.status).toBe(200)
    expect(me.body).toEqual({
      userId: done.body.userId,
      username: person.username,
      ...(person.email ? { email: person.email } : {}),
      hasWallet: false,
    })

    // the same person again: the same user, on another device too
    const again = await t.signIn(provider)
    expect(again).toMatchObject({ userId: done.body.userId, isNewUser: false, username: person.username })
    expect(again.token).not.toBe(done.body.token)
  })
})

describe('the popup page and the redirect', () => {
  it('§5 popup: the page posts { portico, state, done } to the opener and its frames, for our origin only', async () => {
    const login = await t.start('github')
    const page = await t.callback(await t.consent(login))
    const csp = page.headers.get('content-security-policy')!
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).toContain("default-src 'none'")
    expect(page.text).toContain(`<script nonce="${nonce}">`)
    expect(page.text).toContain(`var msg = {"portico":"social/1","state":"${login.state}","done":true}`)
    expect(page.text).toContain(`var ORIGIN = "${new URL(t.url).origin}"`)
    expect(page.text).toContain('opener.frames[i].postMessage(msg, ORIGIN)')
    expect(page.text).toContain('window.close()')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect((await t.complete(login)).status).toBe(200)
  })

  it("§6 redirect: returnTo must be on the page's origin, an allowed origin of the project; the callback returns there with #portico_social", async () => {
    t.origins.set('proj-social', { allowedOrigins: ['http://127.0.0.1:5173', 'https://admin.example'] })
    const page = { projectId: 'proj-social', origin: 'http://127.0.0.1:5173' }
    for (const returnTo of ['https://evil.example/app', 'https://admin.example/app']) {
      const bad = await t.api('/social/authorize', {
        body: {
          provider: 'discord',
          state: 'a'.repeat(43),
          codeChallenge: 'b'.repeat(43),
          deviceId: 'device-redirect',
          mode: 'redirect',
          ...page,
          returnTo,
        },
      })
      expect(bad.status).toBe(400)
      expect(bad.body.message).toBe('Invalid request: returnTo: not on origin http://127.0.0.1:5173')
    }
    for (const returnTo of [
      undefined,
      'http://user:pw@127.0.0.1:5173/app',
      'javascript:alert(1)',
      'http://127.0.0.1:5173/#a',
    ]) {
      const r = await t.api('/social/authorize', {
        body: {
          provider: 'discord',
          state: 'c'.repeat(43),
          codeChallenge: 'b'.repeat(43),
          deviceId: 'device-redirect',
          mode: 'redirect',
          ...page,
          ...(returnTo ? { returnTo } : {}),
        },
      })
      expect(r.status, returnTo).toBe(400)
    }

    for (const provider of ['discord', 'apple'] as const) {
      const login = await t.start(provider, {
        mode: 'redirect',
        projectId: 'proj-social',
        returnTo: 'http://127.0.0.1:5173/app?config=socials',
      })
      const res = await t.callback(await t.consent(login))
      // apple form-posts to the callback: 303 makes the browser GET the app
      expect(res.status).toBe(provider === 'apple' ? 303 : 302)
      expect(res.headers.get('location')).toBe(
        `http://127.0.0.1:5173/app?config=socials#portico_social=${login.state}`,
      )
      expect(res.headers.get('referrer-policy')).toBe('no-referrer')
      expect((await t.complete(login)).status).toBe(200)
    }
  })
})

describe('what /social/complete and the callback refuse', () => {
  it('§5 a forged callback (a state never issued, or none) gets the not-valid page', async () => {
    for (const query of [
      `?code=abc&state=${'Z'.repeat(43)}`,
      '?code=abc',
      '?state=%3Cscript%3E&code=1',
      '',
    ]) {
      const res = await fetch(`${t.url}/social/callback${query}`, { redirect: 'manual' })
      expect(res.status).toBe(400)
      const text = await res.text()
      expect(text).toContain('This sign-in link is not valid. Close this window and try again.')
      expect(text).not.toContain('<script')
    }
  })

  it('a state is used once: a second callback and a second complete are refused', async () => {
    const login = await t.start('x')
    const redirect = await t.consent(login)
    expect((await t.callback(redirect)).status).toBe(200)
    expect((await t.callback(redirect)).status).toBe(400)
    expect((await t.complete(login)).status).toBe(200)
    const twice = await t.complete(login)
    expect(twice.status).toBe(400)
    expect(twice.body.error).toBe('SOCIAL_EXPIRED')
  })

  it('another device cannot complete (and does not spend the state); a wrong verifier is SOCIAL_FAILED', async () => {
    const login = await t.start('google')
    await t.callback(await t.consent(login))
    const other = await t.complete({ ...login, deviceId: 'someone-elses-device' })
    expect(other.body.error).toBe('SOCIAL_EXPIRED')
    const wrong = await t.complete({ ...login, verifier: 'w'.repeat(43) })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ error: 'SOCIAL_FAILED' })
    // the wrong verifier spent it
    expect((await t.complete(login)).body.error).toBe('SOCIAL_EXPIRED')
  })

  it('§5 Cancel at the provider (access_denied) is SOCIAL_DENIED "The sign-in was cancelled"', async () => {
    for (const provider of ['facebook', 'google'] as const) {
      const login = await t.start(provider)
      const redirect = await t.consent(login, { cancel: true })
      expect(redirect.params.get('error')).toBe('access_denied')
      const page = await t.callback(redirect)
      expect(page.text).toContain('Sign-in cancelled')
      const r = await t.complete(login)
      expect(r.status).toBe(400)
      expect(r.body).toMatchObject({ error: 'SOCIAL_DENIED', message: 'The sign-in was cancelled' })
    }
  })

  it('a code the provider refuses at the token endpoint is 502 SOCIAL_FAILED', async () => {
    const login = await t.start('discord')
    const redirect = await t.consent(login)
    const forged = new URL(redirect.url)
    forged.searchParams.set('code', 'not-a-code-the-provider-issued')
    expect((await t.callback({ ...redirect, url: forged.href })).status).toBe(200)
    const r = await t.complete(login)
    expect(r.status).toBe(502)
    expect(r.body.error).toBe('SOCIAL_FAILED')
  })

  it('§9 complete long-polls: { pending: true } while the person is at the provider, then the session', async () => {
    const login = await t.start('github')
    const first = await t.complete(login)
    expect(first.body).toEqual({ pending: true })
    const redirect = await t.consent(login)
    const waiting = t.complete(login)
    await new Promise((r) => setTimeout(r, 50))
    await t.callback(redirect)
    const done = await waiting
    expect(done.status).toBe(200)
    expect(done.body.token).toEqual(expect.any(String))
  })
})

describe('one person, one user', () => {
  it('the same verified email from two providers is the same user; an unverified one is not', async () => {
    const email = 'same.person@example.com'
    const viaGoogle = await t.signIn('google', { fields: { email, name: 'Same Person' } })
    expect(viaGoogle).toMatchObject({ isNewUser: true, email })
    const viaGithub = await t.signIn('github', {
      fields: { email: 'Same.Person@example.com', username: 'same-gh' },
    })
    expect(viaGithub).toMatchObject({
      userId: viaGoogle.userId,
      isNewUser: false,
      email,
      username: 'same-gh',
    })
    // the user of an email login is found the same way
    const mailUser = await t.login('mail.first@example.com', 'device-mail-first')
    const viaDiscord = await t.signIn('discord', {
      fields: { email: 'mail.first@example.com', username: 'mf' },
    })
    expect(viaDiscord).toMatchObject({ userId: mailUser.userId, isNewUser: false })

    const unverified = await t.signIn('github', {
      fields: { email, username: 'not-verified-gh', email_verified: false },
    })
    expect(unverified.userId).not.toBe(viaGoogle.userId)
    expect(unverified).toMatchObject({ isNewUser: true, username: 'not-verified-gh' })
    expect(unverified.email).toBeUndefined()
  })
})
