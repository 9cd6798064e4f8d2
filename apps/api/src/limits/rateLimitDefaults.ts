/**
 * apps/api's rate limits, each a number of requests in a sliding window, counted in the
 * database (`hitLimit` of @portico/server-kit), so they hold across replicas and restarts. Each can
 * be changed (`rateLimits` in the config, `RATE_LIMITS` in the environment, README "Rate limits").
 * The defaults let a person use every flow many times over and stop a script.
 */
import { z } from 'zod'

export const RATE_LIMIT_NAMES = [
  'signInNonce',
  'signIn',
  'sessionNonce',
  'sessionNonceAccount',
  'sessionChange',
  'nameRegistration',
  'onrampQuote',
  'onrampSession',
  'analytics',
] as const
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number]

export interface RateLimitRule {
  /** requests allowed in any window */
  limit: number
  windowSec: number
}

export const RATE_LIMIT_DEFAULTS: Record<RateLimitName, RateLimitRule & { what: string }> = {
  signInNonce: { limit: 120, windowSec: 60, what: 'POST /auth/v1/nonce, per client IP' },
  signIn: { limit: 60, windowSec: 60, what: 'POST /auth/v1/verify, per client IP' },
  sessionNonce: { limit: 60, windowSec: 60, what: 'GET /v1/sessions/:id/nonce, per client IP' },
  sessionNonceAccount: { limit: 30, windowSec: 600, what: 'GET /v1/sessions/:id/nonce, per account' },
  sessionChange: { limit: 30, windowSec: 600, what: 'POST /v1/sessions/:id and …/revoke, per client IP' },
  nameRegistration: { limit: 20, windowSec: 3600, what: 'POST /v1/profile/account, per client IP' },
  onrampQuote: { limit: 60, windowSec: 60, what: 'POST /v1/onramp/quote and /quotes, per client IP' },
  onrampSession: { limit: 20, windowSec: 600, what: 'POST /v1/generators/onrampurl, per client IP' },
  analytics: { limit: 600, windowSec: 60, what: 'POST /e, per client IP' },
}

const ruleSchema = z.strictObject({
  limit: z.number().int().positive(),
  windowSec: z.number().int().positive().max(86_400),
})

/** a partial set of rules: the ones given replace the defaults */
export const rateLimitsSchema = z
  .strictObject(
    Object.fromEntries(RATE_LIMIT_NAMES.map((n) => [n, ruleSchema.optional()])) as {
      [K in RateLimitName]: z.ZodOptional<typeof ruleSchema>
    },
  )
  .default({})
  .transform(
    (given) =>
      Object.fromEntries(
        RATE_LIMIT_NAMES.map((n) => {
          const d = RATE_LIMIT_DEFAULTS[n]
          return [n, given[n] ?? { limit: d.limit, windowSec: d.windowSec }]
        }),
      ) as Record<RateLimitName, RateLimitRule>,
  )
