/**
 * The types of the local identity providers (`startIdentityProviders`): their names (SPEC §5's social
 * providers), the endpoint table each one answers with (the shape apps/secure-site's `social` config
 * takes, so a lab or a test hands it over as it is) and the test people their consent pages offer.
 */

/** SPEC §5: a social provider is one of google, github, apple, facebook, x, discord */
export const IDENTITY_PROVIDER_NAMES = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type IdentityProviderName = (typeof IDENTITY_PROVIDER_NAMES)[number]

/** where a provider answers and the client registered with it */
export interface IdentityProviderEndpoints {
  /** OpenID providers (google, apple): the `iss` of their ID tokens */
  issuer?: string
  authorizationEndpoint: string
  tokenEndpoint: string
  /** google: OIDC userinfo; github `/user`; discord `/api/users/@me`; x `/2/users/me`; facebook `/me` */
  userinfoEndpoint?: string
  /** OpenID providers: the keys their ID tokens are signed with */
  jwksUri?: string
  clientId: string
  clientSecret: string
  /** what a client asks for (space-separated), as the real provider spells it */
  scope: string
}

/** who the consent page offers; every field can be changed on the page (or by `driveIdpConsent`) */
export interface TestPerson {
  /** display name */
  name: string
  /** a handle (github login, discord username, x username) */
  username?: string
  email?: string
  /** default true */
  emailVerified?: boolean
}

export interface StartIdentityProvidersOptions {
  /** default 127.0.0.1 */
  host?: string
  /** a free port for each provider not listed */
  ports?: Partial<Record<IdentityProviderName, number>>
  /** the client's redirect URIs, matched exactly (e.g. `http://localhost:8793/social/callback`) */
  redirectUris: readonly string[]
  /** default `portico-local-<provider>` */
  clientId?: string
  /** default: 32 random bytes, base64url, one per provider */
  clientSecret?: string
  /** the people the consent pages are prefilled with */
  people?: Partial<Record<IdentityProviderName, Partial<TestPerson>>>
}

export interface IdentityProviders {
  providers: Record<IdentityProviderName, IdentityProviderEndpoints>
  stop(): Promise<void>
}

/** a provider as one start function gives it */
export interface RunningIdentityProvider {
  endpoints: IdentityProviderEndpoints
  stop(): Promise<void>
}

/** what every provider's start function takes */
export interface StartProviderOptions {
  host: string
  port: number
  clientId: string
  clientSecret: string
  redirectUris: readonly string[]
  person: TestPerson
}
