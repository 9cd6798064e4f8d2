/**
 * The configured social providers: each host's entry over `DEFAULT_SOCIAL_ENDPOINTS`, field by
 * field, with the provider's traits. A provider the host did not configure is not offered
 * (`/social/authorize` answers SOCIAL_UNAVAILABLE).
 */
import {
  DEFAULT_SOCIAL_ENDPOINTS,
  SOCIAL_PROVIDER_TRAITS,
  type SocialEndpoints,
  type SocialProviderTraits,
} from './socialEndpoints.js'
import { SOCIAL_PROVIDERS, type SocialConfig, type SocialProvider } from './socialProviderConfig.js'

export interface ResolvedSocialProvider extends SocialEndpoints, SocialProviderTraits {
  provider: SocialProvider
  /** the configured issuer, else the authorization endpoint's origin (OAuth-only providers) */
  issuer: string
  clientId: string
  clientSecret: string
}

export function resolveSocialProviders(
  config: SocialConfig | undefined,
): Map<SocialProvider, ResolvedSocialProvider> {
  const out = new Map<SocialProvider, ResolvedSocialProvider>()
  for (const provider of SOCIAL_PROVIDERS) {
    const own = config?.[provider]
    if (!own) continue
    const defaults = DEFAULT_SOCIAL_ENDPOINTS[provider]
    const merged = { ...defaults }
    for (const [k, v] of Object.entries(own)) if (v !== undefined) (merged as Record<string, unknown>)[k] = v
    out.set(provider, {
      ...merged,
      ...SOCIAL_PROVIDER_TRAITS[provider],
      provider,
      issuer: merged.issuer ?? new URL(merged.authorizationEndpoint).origin,
      clientId: own.clientId,
      clientSecret: own.clientSecret,
    })
  }
  return out
}
