/**
 * What the social routes share, made once per site: the configured providers, the pending logins,
 * the `/social/authorize` rate limit per IP (SPEC §9's 30 an hour, like `/email/connect`), the
 * project's allowed origins (for a redirect's `returnTo`; the same apps/api lookup as the frame's
 * `frame-ancestors`) and the JWKS caches of the OpenID providers. Kept by `SiteDeps` in a WeakMap so
 * the API routes and the callback page (registered apart in `createSecureSite`) share it without
 * `createSecureSite` building it.
 */
import type { JWKSCacheInput } from 'oauth4webapi'
import { createSlidingWindow, type SlidingWindow } from '../auth/slidingWindow.js'
import { createFrameAncestors, NONE } from '../frame/frameAncestors.js'
import type { SiteDeps } from '../SiteDeps.js'
import { type ResolvedSocialProvider, resolveSocialProviders } from './resolveSocialProviders.js'
import { createSocialLogins, type SocialLogins } from './socialLogins.js'
import type { SocialProvider } from './socialProviderConfig.js'

export const SOCIAL_CALLBACK_PATH = '/social/callback'

export interface SocialContext {
  providers: Map<SocialProvider, ResolvedSocialProvider>
  logins: SocialLogins
  authorizeLimit: SlidingWindow
  /** the project's allowed origins (none for an unknown project) */
  allowedOrigins(projectId: string): Promise<string[]>
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
  const ancestors = createFrameAncestors({
    apiUrl: config.apiUrl,
    now: config.now,
    cacheMs: config.limits.originsCacheMs,
  })
  const jwksCaches = new Map<SocialProvider, JWKSCacheInput>()
  const context: SocialContext = {
    providers: resolveSocialProviders(config.social),
    logins: createSocialLogins({ now: config.now }),
    authorizeLimit: createSlidingWindow({
      limit: config.limits.connectsPerIpPerHour,
      windowMs: 3_600_000,
      now: config.now,
    }),
    async allowedOrigins(projectId) {
      const value = await ancestors(projectId)
      return value === NONE ? [] : value.split(' ')
    },
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
