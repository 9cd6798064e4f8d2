/**
 * A provider's answer → the `Identity` a user signs in with (`signInIdentity`): the provider's
 * stable account id as `subject`, an `email` only when the provider says it is verified, and a
 * `username` (the handle where the provider has one: github login, discord username, x username;
 * else the display name). Each answer is checked with zod; a wrong shape is a `SocialExchangeError`.
 *
 * Verified email, per provider: google and apple `email_verified` (Apple sends the string "true");
 * github the primary address of `/user/emails` marked verified (never the noreply one); discord
 * `verified`; facebook returns only an address its user confirmed, so its email counts as verified;
 * x gives none.
 */
import { z } from 'zod'
import { emailSchema } from '../http/readBody.js'
import type { Identity } from '../store/users.js'
import { SocialExchangeError } from './exchangeSocialCode.js'
import type { SocialProvider } from './socialProviderConfig.js'

const MAX_USERNAME = 100

const id = z
  .union([z.string().regex(/^[\x21-\x7e]{1,255}$/), z.number().int().nonnegative()])
  .transform(String)
const text = z.string().max(1000).nullish()

const oidcClaims = z.object({
  sub: z.string().regex(/^[\x21-\x7e]{1,255}$/),
  email: text,
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).nullish(),
  name: text,
})
const appleUser = z.object({
  name: z.object({ firstName: text, lastName: text }).nullish(),
})
const githubUser = z.object({ id, login: z.string().min(1).max(100), name: text })
const githubEmails = z.array(
  z.object({ email: z.string().max(320), primary: z.boolean(), verified: z.boolean() }).loose(),
)
const discordUser = z.object({
  id,
  username: z.string().min(1).max(100),
  global_name: text,
  email: text,
  verified: z.boolean().nullish(),
})
const xUser = z.object({ data: z.object({ id, name: text, username: z.string().min(1).max(100) }) })
const facebookUser = z.object({ id, name: text, email: text })

/** a verified address, lower-cased, if it is an email at all */
function verifiedEmail(email: string | null | undefined, verified: unknown): string | undefined {
  if (!email || (verified !== true && verified !== 'true')) return undefined
  const r = emailSchema.safeParse(email)
  return r.success ? r.data : undefined
}

function identity(
  provider: SocialProvider,
  subject: string,
  email?: string,
  username?: string | null,
): Identity {
  const name = username?.trim().slice(0, MAX_USERNAME)
  return { provider, subject, ...(email ? { email } : {}), ...(name ? { username: name } : {}) }
}

function parse<T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T> {
  const r = schema.safeParse(value)
  if (!r.success) throw new SocialExchangeError(`unexpected ${what}: ${r.error.issues[0]?.path.join('.')}`)
  return r.data
}

export type SocialProfile =
  | { provider: 'google'; claims: unknown }
  | { provider: 'apple'; claims: unknown; user?: string }
  | { provider: 'github'; user: unknown; emails?: unknown }
  | { provider: 'discord' | 'x' | 'facebook'; me: unknown }

export function mapSocialProfile(profile: SocialProfile): Identity {
  switch (profile.provider) {
    case 'google': {
      const c = parse(oidcClaims, profile.claims, 'ID token')
      return identity('google', c.sub, verifiedEmail(c.email, c.email_verified), c.name)
    }
    case 'apple': {
      const c = parse(oidcClaims, profile.claims, 'ID token')
      // the `user` form field: the name, on the first sign-in only (not signed: used for display only)
      let name: string | undefined
      try {
        const u = appleUser.safeParse(profile.user ? JSON.parse(profile.user) : {})
        if (u.success) name = [u.data.name?.firstName, u.data.name?.lastName].filter(Boolean).join(' ')
      } catch {
        name = undefined
      }
      return identity('apple', c.sub, verifiedEmail(c.email, c.email_verified), name)
    }
    case 'github': {
      const u = parse(githubUser, profile.user, 'GitHub user')
      const emails = githubEmails.safeParse(profile.emails)
      const primary = emails.success
        ? emails.data.find((e) => e.primary && e.verified && !/@users\.noreply\.github\.com$/i.test(e.email))
        : undefined
      return identity('github', u.id, verifiedEmail(primary?.email, true), u.login)
    }
    case 'discord': {
      const u = parse(discordUser, profile.me, 'Discord user')
      return identity('discord', u.id, verifiedEmail(u.email, u.verified), u.username)
    }
    case 'x': {
      const u = parse(xUser, profile.me, 'X user')
      return identity('x', u.data.id, undefined, u.data.username)
    }
    case 'facebook': {
      const u = parse(facebookUser, profile.me, 'Facebook user')
      return identity('facebook', u.id, verifiedEmail(u.email, true), u.name)
    }
  }
}
