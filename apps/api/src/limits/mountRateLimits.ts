/**
 * Puts apps/api's rate limits in front of their routes (the rules: rateLimitDefaults.ts).
 * Registered on the app before the routes: a refused request is a 429 with `Retry-After` and never
 * reaches its route. Keys are the client IP (`X-Forwarded-For` read from the right past
 * `trustedProxies`) or, for session nonces, also the account (lower case).
 */
import { limitRequests, requestClientIp } from '@portico/server-kit'
import type { Context, Hono } from 'hono'
import type { ApiConfig } from '../config/apiConfig.js'
import type { Db } from '../db/Db.js'
import type { RateLimitName } from './rateLimitDefaults.js'

const ACCOUNT = /^0x[0-9a-fA-F]{40}$/

export function mountRateLimits(app: Hono, deps: { db: Db; config: ApiConfig }): void {
  const { db, config } = deps
  const now = config.now
  const ip = (c: Context) => requestClientIp(c, config.trustedProxies)
  const limit = (name: RateLimitName, key: (c: Context) => string | undefined = ip) => {
    const rule = config.rateLimits[name]
    return limitRequests(db, {
      name: `api:${name}`,
      limit: rule.limit,
      windowMs: rule.windowSec * 1000,
      key,
      ...(now ? { now } : {}),
    })
  }
  app.post('/auth/v1/nonce', limit('signInNonce'))
  app.post('/auth/v1/verify', limit('signIn'))
  app.get('/v1/sessions/:id/nonce', limit('sessionNonce'))
  app.get(
    '/v1/sessions/:id/nonce',
    limit('sessionNonceAccount', (c) => {
      const id = c.req.param('id') ?? ''
      return ACCOUNT.test(id) ? id.toLowerCase() : undefined
    }),
  )
  app.post('/v1/sessions/:id', limit('sessionChange'))
  app.post('/v1/sessions/:id/revoke', limit('sessionChange'))
  app.post('/v1/profile/account', limit('nameRegistration'))
  app.post('/v1/onramp/quote', limit('onrampQuote'))
  app.post('/v1/onramp/quotes', limit('onrampQuote'))
  app.post('/v1/generators/onrampurl', limit('onrampSession'))
  app.post('/e', limit('analytics'))
}
