/**
 * What the social routes share, made once per site: the configured providers, the pending logins
 * (in the database) and the JWKS caches of the OpenID providers (a project's allowed origins are
 * `SiteDeps.allowedOrigins`; the `/social/authorize` limit per IP is `SiteDeps.limitPerIp`).
 * Kept by `SiteDeps` in a WeakMap so the API routes and the callback page (registered apart in
 * `createSecureSite`) share it without `createSecureSite` building it.
 */
import type { JWKSCacheInput } from 'oauth4webapi'
import type { SiteDeps } from '../SiteDeps.js'
import { type ResolvedSocialProvider, resolveSocialProviders } from './resolveSocialProviders.js'
import { createSocialLogins, type SocialLogins } from './socialLogins.js'
import type { SocialProvider } from './socialProviderConfig.js'

export const SOCIAL_CALLBACK_PATH = '/social/callback'

export interface SocialContext {
  providers: Map<SocialProvider, ResolvedSocialProvider>
  logins: SocialLogins
  /** `<publicUrl>/social/callback`, the redirect_uri registered with every provider */
  redirectUri(): string
  /** the secure site's own origin (the callback page posts only to it) */
  origin(): string
  /** the JWKS cache of an OpenID provider (oauth4webapi fills it) */
  jwksCache(provider: SocialProvider): JWKSCacheInput
}

const contexts = new WeakMap<SiteDeps, SocialContext>()

export function socialContext(deps: SiteDeps): SocialContext {
  const known = contexts.get(deps)
  if (known) return known
  const { config } = deps
  const jwksCaches = new Map<SocialProvider, JWKSCacheInput>()
  const context: SocialContext = {
    providers: resolveSocialProviders(config.social),
    logins: createSocialLogins({ db: deps.db, waker: deps.waker, now: config.now }),
    redirectUri: () => `${deps.publicUrl()}${SOCIAL_CALLBACK_PATH}`,
    origin: () => new URL(deps.publicUrl()).origin,
    jwksCache(provider) {
      const known = jwksCaches.get(provider)
      if (known) return known
      const fresh: JWKSCacheInput = {}
      jwksCaches.set(provider, fresh)
      return fresh
    },
  }
  contexts.set(deps, context)
  return context
}
