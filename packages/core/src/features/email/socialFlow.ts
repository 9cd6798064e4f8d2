/**
 * Social login from the dialog (SPEC §1 social login, §5 providers and the Telegram
 * rules, §7 "social redirect uri" / "connect by social", §9 social 30 s): the click opens the
 * popup at once (before any await, or the browser blocks it) on the secure site's own page; the
 * frame makes PKCE and `state` and answers the provider's URL, where the popup goes; the frame
 * then waits for the provider's answer (a server hand-off keyed by `state`) and does the wallet
 * step; the dialog connects the embedded wallet. A popup the person closes ends the wait
 * (SOCIAL_CANCELLED): the provider list shows again with a clear message.
 */

import { featureContextOf } from '../../portico/featureContextOf.js'
import type { Portico } from '../../portico/Portico.js'
import { emailStateOf } from './emailFlow.js'
import { AUTH_CONNECTOR_ID } from './embeddedConnection.js'
import { EMBEDDED_TIMEOUTS as TIMEOUTS } from './embeddedConstants.js'
import { embeddedWalletOf } from './embeddedWallet.js'
import type { SocialLoginProvider } from './frameProtocol.js'
import { problemOf } from './problemOf.js'
import { prefersRedirect, redirectSocial } from './socialRedirect.js'

/** how often the dialog looks whether the person closed the popup */
const POPUP_WATCH_MS = 400
/** after the popup closed, the provider's answer may still be on its way */
const CLOSED_GRACE_MS = 1_500

/** the popup's features: a small window over the page, like the providers' own */
const POPUP_FEATURES = 'popup=yes,width=480,height=640'

export function connectSocial(portico: Portico, provider: SocialLoginProvider): Promise<void> {
  const ctx = featureContextOf(portico)
  const base = ctx.options.secureSiteUrl
  // iOS and in-app browsers: the provider in this tab (redirect mode)
  if (base && prefersRedirect(globalThis.navigator?.userAgent ?? '')) return redirectSocial(portico, provider)
  // synchronously, on the click: the browser allows a popup only from the user's gesture
  const popup = base
    ? globalThis.open?.(
        new URL('social/start', base.endsWith('/') ? base : `${base}/`).href,
        'portico-social',
        POPUP_FEATURES,
      )
    : null
  // a blocked popup: the redirect mode
  if (!popup && base) return redirectSocial(portico, provider)
  return runSocial(portico, provider, popup ?? null)
}

async function runSocial(
  portico: Portico,
  provider: SocialLoginProvider,
  popup: Window | null,
): Promise<void> {
  const ctx = featureContextOf(portico)
  const w = embeddedWalletOf(ctx)
  w.patch({ socialProvider: provider, problem: undefined, busy: true })
  if (portico.getState().router.view !== 'ConnectingSocial') portico.router.push('ConnectingSocial')
  if (!popup) {
    w.patch({ busy: false, problem: { code: 'POPUP_BLOCKED' } })
    return
  }
  let watch: ReturnType<typeof setInterval> | undefined
  try {
    const { url, state } = await w.request(
      'GET_SOCIAL_REDIRECT_URI',
      { provider, mode: 'popup' },
      TIMEOUTS.social,
    )
    if (popup.closed) {
      w.patch({ problem: { code: 'SOCIAL_CANCELLED' } })
      return
    }
    popup.location.href = url
    let closedAt = 0
    watch = setInterval(() => {
      if (!popup.closed) return
      closedAt ||= Date.now()
      if (Date.now() - closedAt >= CLOSED_GRACE_MS) {
        clearInterval(watch)
        void w.request('CANCEL_SOCIAL', { state }, TIMEOUTS.connect).catch(() => undefined)
      }
    }, POPUP_WATCH_MS)
    // no timeout: the person is at the provider (the popup's closing ends the wait)
    await w.request('CONNECT_SOCIAL', { state }, null)
    clearInterval(watch)
    // SPEC §3 socialProvider (storageKeys.ts's key; not imported: see pageDefaultType's note)
    ctx.storage.set('socialProvider', provider)
    await portico.connect(AUTH_CONNECTOR_ID)
    const connecting = portico.getState().connecting
    if (connecting?.state === 'error' || connecting?.state === 'declined')
      w.patch({ problem: { code: 'INTERNAL' } })
  } catch (e) {
    w.patch({ problem: problemOf(e) })
    if (!popup.closed) popup.close()
  } finally {
    clearInterval(watch)
    w.patch({ busy: false })
  }
}

/** SPEC §5: the Telegram in-app browser cannot show some providers' pages */
export function socialProvidersFor(
  providers: readonly string[],
  env: { userAgent: string; telegram: boolean },
): (SocialLoginProvider | 'farcaster')[] {
  const ua = env.userAgent
  const telegram = env.telegram || /Telegram/i.test(ua)
  const removed = new Set<string>()
  if (telegram) {
    if (/iPhone|iPad|iPod/.test(ua)) removed.add('google')
    else if (/Android/.test(ua)) {
      removed.add('facebook')
      removed.add('x')
    } else if (/Macintosh|Mac OS X/.test(ua)) removed.add('x')
  }
  return providers.filter(
    (p): p is SocialLoginProvider | 'farcaster' =>
      ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'].includes(p) && !removed.has(p),
  )
}

/** the providers the dialog offers now (the app's list, SPEC §5 rules; farcaster has its own view) */
export function socialProvidersOf(portico: Pick<Portico, 'options'>): (SocialLoginProvider | 'farcaster')[] {
  const list = portico.options.features.socials
  if (!list || !portico.options.secureSiteUrl) return []
  const g = globalThis as {
    navigator?: { userAgent?: string }
    TelegramWebviewProxy?: unknown
    Telegram?: unknown
  }
  return socialProvidersFor(list, {
    userAgent: g.navigator?.userAgent ?? '',
    telegram: Boolean(g.TelegramWebviewProxy ?? g.Telegram),
  })
}

/** the social login's state for its view */
export const socialStateOf = emailStateOf
