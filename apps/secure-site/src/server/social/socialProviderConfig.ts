/**
 * The `social` part of the secure site's config (SPEC §5's providers): per provider the client the
 * host registered (`clientId`, `clientSecret`: secrets live only in this server config, never in the
 * frame or the page) and, optionally, endpoints that replace the built-in ones of
 * `DEFAULT_SOCIAL_ENDPOINTS` field by field (the lab and the tests point them at the local identity
 * providers of `@portico/testing`). Checked with zod at start: endpoints are https URLs, or http on a
 * loopback host only (a client secret never travels in clear text over a network).
 */
import { z } from 'zod'

/** SPEC §5: a social provider is one of google, github, apple, facebook, x, discord */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export const SOCIAL_PROVIDER_MESSAGE = `a social provider is one of ${SOCIAL_PROVIDERS.join(', ')}`

export interface SocialProviderConfig {
  /** default: the provider's own (`DEFAULT_SOCIAL_ENDPOINTS`) */
  authorizationEndpoint?: string
  tokenEndpoint?: string
  userinfoEndpoint?: string
  /** OpenID providers (google, apple): the `iss` of their ID tokens */
  issuer?: string
  /** OpenID providers: their signing keys */
  jwksUri?: string
  clientId: string
  /** Apple: the client secret JWT made from the developer key (valid up to 6 months) */
  clientSecret: string
  /** space-separated; default the provider's usual one */
  scope?: string
}

export type SocialConfig = Partial<Record<SocialProvider, SocialProviderConfig>>

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/** an https URL, or an http one on this machine */
export const socialEndpointSchema = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .refine((u) => {
    const url = new URL(u)
    return url.protocol === 'https:' || LOOPBACK.test(url.hostname)
  }, 'an https URL (http only on localhost, 127.x or [::1])')

const providerSchema = z.strictObject({
  authorizationEndpoint: socialEndpointSchema.optional(),
  tokenEndpoint: socialEndpointSchema.optional(),
  userinfoEndpoint: socialEndpointSchema.optional(),
  issuer: socialEndpointSchema.optional(),
  jwksUri: socialEndpointSchema.optional(),
  clientId: z.string().regex(/^[\x21-\x7e]{1,512}$/, 'printable ASCII without spaces'),
  clientSecret: z.string().regex(/^[\x21-\x7e]{1,4096}$/, 'printable ASCII without spaces'),
  // RFC 6749 §3.3: scope-tokens separated by single spaces
  scope: z
    .string()
    .max(512)
    .regex(/^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+)*$/, 'scope tokens separated by spaces')
    .optional(),
})

export const socialConfigSchema = z.strictObject(
  Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, providerSchema.optional()])) as Record<
    SocialProvider,
    z.ZodOptional<typeof providerSchema>
  >,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? SOCIAL_PROVIDER_MESSAGE : undefined) },
)
