/**
 * The real providers' endpoints and how each is spoken to, used where a host's `social` config does
 * not name its own (it overrides field by field). Tests and the lab always override them with the
 * local identity providers: nothing here is contacted by them.
 *
 * - google, apple: OpenID Connect; the ID token is validated (issuer, audience, nonce, signature by
 *   the JWKS). Google's userinfo adds the profile; Apple has none.
 * - github, discord, x, facebook: OAuth 2.0; the profile comes from their user API.
 * - x takes the client secret only by HTTP Basic (a confidential client); the others by the body.
 * - apple answers by `form_post` when name or email is asked (it requires it).
 */
import type { SocialProvider } from './socialProviderConfig.js'

export interface SocialEndpoints {
  issuer?: string
  authorizationEndpoint: string
  tokenEndpoint: string
  userinfoEndpoint?: string
  jwksUri?: string
  scope: string
}

export const DEFAULT_SOCIAL_ENDPOINTS: Record<SocialProvider, SocialEndpoints> = {
  google: {
    issuer: 'https://accounts.google.com',
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    userinfoEndpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
    jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
    scope: 'openid email profile',
  },
  github: {
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    // `/emails` is appended for the verified addresses
    userinfoEndpoint: 'https://api.github.com/user',
    scope: 'read:user user:email',
  },
  discord: {
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userinfoEndpoint: 'https://discord.com/api/users/@me',
    scope: 'identify email',
  },
  x: {
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userinfoEndpoint: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
  },
  facebook: {
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/v19.0/me',
    scope: 'public_profile email',
  },
  apple: {
    issuer: 'https://appleid.apple.com',
    authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
    tokenEndpoint: 'https://appleid.apple.com/auth/token',
    jwksUri: 'https://appleid.apple.com/auth/keys',
    scope: 'name email',
  },
}

export interface SocialProviderTraits {
  /** an OpenID provider: ID token with a nonce */
  oidc: boolean
  /** how the client secret is sent to the token endpoint */
  tokenAuth: 'client_secret_post' | 'client_secret_basic'
}

export const SOCIAL_PROVIDER_TRAITS: Record<SocialProvider, SocialProviderTraits> = {
  google: { oidc: true, tokenAuth: 'client_secret_post' },
  apple: { oidc: true, tokenAuth: 'client_secret_post' },
  github: { oidc: false, tokenAuth: 'client_secret_post' },
  discord: { oidc: false, tokenAuth: 'client_secret_post' },
  facebook: { oidc: false, tokenAuth: 'client_secret_post' },
  x: { oidc: false, tokenAuth: 'client_secret_basic' },
}
