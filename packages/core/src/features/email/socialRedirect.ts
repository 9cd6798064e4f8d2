/**
 * Social login's redirect mode (SPEC §1, §9): iOS and in-app browsers (where popups
 * fail) and a blocked popup go to the provider in this tab. The frame keeps the PKCE verifier in
 * its storage; this page keeps which sign-in it started (state and provider) in its own. The
 * secure site's callback sends the browser back to this page with `#portico_social=<state>`:
 * createPortico sees it at start and loads this module, which removes the fragment, lets the
 * frame finish the sign-in, and connects.
 */
import { z } from 'zod/mini'
import { featureContextOf } from '../../portico/featureContextOf.js'
import type { Portico } from '../../portico/Portico.js'
import { AUTH_CONNECTOR_ID } from './embeddedConnection.js'
import { EMBEDDED_TIMEOUTS as TIMEOUTS } from './embeddedConstants.js'
import { embeddedWalletOf } from './embeddedWallet.js'
import { SOCIAL_LOGIN_PROVIDERS, type SocialLoginProvider } from './frameProtocol.js'
import { problemOf } from './problemOf.js'

/** the page's record of the sign-in it sent to the provider: `<state>|<provider>` */
const PENDING_KEY = 'socialRedirect'
const RETURN = /(?:^#|&)portico_social=([A-Za-z0-9_-]{43})(?:&|$)/

/** iOS and in-app browsers, where a popup fails or loses its opener */
export function prefersRedirect(userAgent: string): boolean {
  return (
    /iPhone|iPad|iPod/.test(userAgent) ||
    /FBAN|FBAV|Instagram|Line\/|MicroMessenger|Telegram|TwitterAndroid|; wv\)/.test(userAgent)
  )
}

/** goes to the provider in this tab; the page comes back with the answer */
export async function redirectSocial(portico: Portico, provider: SocialLoginProvider): Promise<void> {
  const ctx = featureContextOf(portico)
  const w = embeddedWalletOf(ctx)
  w.patch({ socialProvider: provider, problem: undefined, busy: true })
  if (portico.getState().router.view !== 'ConnectingSocial') portico.router.push('ConnectingSocial')
  try {
    const here = globalThis.location
    const returnTo = `${here.origin}${here.pathname}${here.search}`
    const { url, state } = await w.request(
      'GET_SOCIAL_REDIRECT_URI',
      { provider, mode: 'redirect', returnTo },
      TIMEOUTS.social,
    )
    ctx.storage.set(PENDING_KEY, `${state}|${provider}`)
    here.assign(url)
  } catch (e) {
    w.patch({ problem: problemOf(e), busy: false })
  }
}

/** at start, with `#portico_social=<state>`: the sign-in this page started is finished */
export async function resumeSocialRedirect(portico: Portico): Promise<void> {
  const here = globalThis.location
  const match = RETURN.exec(here.hash)
  if (!match) return
  // the fragment is ours: it leaves the address bar (and the page's history entry) at once
  globalThis.history?.replaceState(globalThis.history.state, '', `${here.pathname}${here.search}`)
  const ctx = featureContextOf(portico)
  const kept = ctx.storage.get(PENDING_KEY, z.string())?.split('|')
  ctx.storage.remove(PENDING_KEY)
  const provider = kept?.[1] as SocialLoginProvider | undefined
  // a fragment this page did not start (a forged link) is ignored
  if (kept?.[0] !== match[1] || !provider || !SOCIAL_LOGIN_PROVIDERS.includes(provider)) return
  const w = embeddedWalletOf(ctx)
  w.patch({ socialProvider: provider, problem: undefined, busy: true })
  portico.open()
  portico.router.push('ConnectingSocial')
  try {
    await w.request('CONNECT_SOCIAL', { state: match[1]! }, TIMEOUTS.social)
    ctx.storage.set('socialProvider', provider)
    await portico.connect(AUTH_CONNECTOR_ID)
  } catch (e) {
    w.patch({ problem: problemOf(e) })
  } finally {
    w.patch({ busy: false })
  }
}
