/**
 * Local identity providers for the lab and the tests (SPEC §5's social providers): on 127.0.0.1,
 * each on its own port, a real OpenID Provider playing Google (`oidc-provider`) and small fakes of
 * GitHub, Discord, X, Facebook and Apple, each answering with the real provider's paths, field
 * names and errors. Every one shows a consent page a person (or `driveIdpConsent`) goes through.
 * The answer is the endpoint table apps/secure-site's `social` config takes.
 */
import { randomBytes } from 'node:crypto'
import {
  IDENTITY_PROVIDER_NAMES,
  type IdentityProviderName,
  type IdentityProviders,
  type RunningIdentityProvider,
  type StartIdentityProvidersOptions,
  type StartProviderOptions,
  type TestPerson,
} from './IdentityProviders.js'
import { startFakeApple } from './startFakeApple.js'
import { startFakeDiscord } from './startFakeDiscord.js'
import { startFakeFacebook } from './startFakeFacebook.js'
import { startFakeGithub } from './startFakeGithub.js'
import { startFakeX } from './startFakeX.js'
import { startGoogleProvider } from './startGoogleProvider.js'

/** the people the consent pages offer unless told otherwise */
export const IDP_TEST_PEOPLE: Record<IdentityProviderName, TestPerson> = {
  google: { name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: true },
  github: { name: 'Grace Hopper', username: 'grace-lab', email: 'grace@example.com', emailVerified: true },
  apple: { name: 'Alan Turing', email: 'alan@privaterelay.example.com', emailVerified: true },
  facebook: { name: 'Katherine Johnson', email: 'katherine@example.com' },
  x: { name: 'Margaret Hamilton', username: 'margaret_lab' },
  discord: { name: 'Linus Lab', username: 'linus_lab', email: 'linus@example.com', emailVerified: true },
}

const STARTERS: Record<IdentityProviderName, (o: StartProviderOptions) => Promise<RunningIdentityProvider>> =
  {
    google: startGoogleProvider,
    github: startFakeGithub,
    apple: startFakeApple,
    facebook: startFakeFacebook,
    x: startFakeX,
    discord: startFakeDiscord,
  }

/** the secure site's callback on its CLI default port */
const DEFAULT_REDIRECT_URIS = ['http://localhost:8793/social/callback']

export async function startIdentityProviders(
  options: Partial<StartIdentityProvidersOptions> = {},
): Promise<IdentityProviders> {
  const host = options.host ?? '127.0.0.1'
  const redirectUris = options.redirectUris ?? DEFAULT_REDIRECT_URIS
  for (const uri of redirectUris) {
    const u = new URL(uri)
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.hash)
      throw new Error(`A redirect URI is an http(s) URL without a fragment: ${uri}`)
  }
  const started = await Promise.allSettled(
    IDENTITY_PROVIDER_NAMES.map((name) =>
      STARTERS[name]({
        host,
        port: options.ports?.[name] ?? 0,
        clientId: options.clientId ?? `portico-local-${name}`,
        clientSecret: options.clientSecret ?? randomBytes(32).toString('base64url'),
        redirectUris,
        person: { ...IDP_TEST_PEOPLE[name], ...options.people?.[name] },
      }),
    ),
  )
  const running = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
  const stop = async () => {
    await Promise.all(running.map((p) => p.stop()))
  }
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (failed) {
    await stop()
    throw failed.reason
  }
  return {
    providers: Object.fromEntries(
      IDENTITY_PROVIDER_NAMES.map((name, i) => [name, running[i]!.endpoints]),
    ) as IdentityProviders['providers'],
    stop,
  }
}
