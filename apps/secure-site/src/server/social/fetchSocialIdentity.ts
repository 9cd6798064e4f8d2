/**
 * The identity behind the tokens: an OpenID provider's validated ID token (google adds its userinfo,
 * checked to be about the same `sub`), or the user API of github (`/user` and `/user/emails`),
 * discord, x and facebook (`/me?fields=id,name,email` with `appsecret_proof`), each called with the
 * access token and a timeout, then `mapSocialProfile`.
 */
import { createHmac } from 'node:crypto'
import * as oauth from 'oauth4webapi'
import type { Identity } from '../store/users.js'
import {
  authorizationServerOf,
  describeOAuthError,
  SocialExchangeError,
  type SocialTokens,
  socialHttpOptions,
} from './exchangeSocialCode.js'
import { mapSocialProfile } from './mapSocialProfile.js'
import type { ResolvedSocialProvider } from './resolveSocialProviders.js'

const USER_AGENT = 'portico-secure-site'

async function getJson(
  url: string,
  accessToken: string,
  headers: Record<string, string> = {},
): Promise<unknown> {
  let res: Response
  try {
    res = await fetch(url, {
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        'user-agent': USER_AGENT,
        ...headers,
      },
      redirect: 'error',
      signal: socialHttpOptions(url).signal,
    })
  } catch (e) {
    throw new SocialExchangeError(`user API: ${describeOAuthError(e)}`)
  }
  if (!res.ok) {
    await res.body?.cancel()
    throw new SocialExchangeError(`user API answered ${res.status}`)
  }
  try {
    return await res.json()
  } catch {
    throw new SocialExchangeError('user API: not JSON')
  }
}

export async function fetchSocialIdentity(
  p: ResolvedSocialProvider,
  tokens: SocialTokens,
  extra: { appleUser?: string } = {},
): Promise<Identity> {
  const userinfo = p.userinfoEndpoint
  switch (p.provider) {
    case 'google': {
      const claims = tokens.idTokenClaims
      if (!claims) throw new SocialExchangeError('no ID token')
      if (!userinfo) return mapSocialProfile({ provider: 'google', claims })
      const as = authorizationServerOf(p)
      const client = { client_id: p.clientId }
      try {
        const res = await oauth.userInfoRequest(as, client, tokens.accessToken, socialHttpOptions(userinfo))
        const info = await oauth.processUserInfoResponse(as, client, claims.sub, res)
        return mapSocialProfile({ provider: 'google', claims: { ...claims, ...info } })
      } catch (e) {
        if (e instanceof SocialExchangeError) throw e
        throw new SocialExchangeError(`userinfo: ${describeOAuthError(e)}`)
      }
    }
    case 'apple':
      if (!tokens.idTokenClaims) throw new SocialExchangeError('no ID token')
      return mapSocialProfile({
        provider: 'apple',
        claims: tokens.idTokenClaims,
        ...(extra.appleUser ? { user: extra.appleUser } : {}),
      })
    case 'github': {
      if (!userinfo) throw new SocialExchangeError('no user API')
      const headers = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' }
      const user = await getJson(userinfo, tokens.accessToken, headers)
      // without the user:email scope GitHub answers 404: the user then has no email
      const emails = await getJson(
        `${userinfo.replace(/\/+$/, '')}/emails`,
        tokens.accessToken,
        headers,
      ).catch(() => undefined)
      return mapSocialProfile({ provider: 'github', user, emails })
    }
    case 'facebook': {
      if (!userinfo) throw new SocialExchangeError('no user API')
      const url = new URL(userinfo)
      url.searchParams.set('fields', 'id,name,email')
      // Graph API: proves the call comes from the app's server (HMAC-SHA256 of the token by the secret)
      url.searchParams.set(
        'appsecret_proof',
        createHmac('sha256', p.clientSecret).update(tokens.accessToken).digest('hex'),
      )
      return mapSocialProfile({ provider: 'facebook', me: await getJson(url.href, tokens.accessToken) })
    }
    case 'discord':
    case 'x': {
      if (!userinfo) throw new SocialExchangeError('no user API')
      return mapSocialProfile({ provider: p.provider, me: await getJson(userinfo, tokens.accessToken) })
    }
  }
}
