/**
 * SPEC §4 "Sign-in: if enabled, an address is active on a supported network and no session
 * exists, SIWXSignMessage opens." Run by the startup part (createSignIn) when the active account
 * or network changes, and after a reload's restore (the restored account is a change): sessions
 * are asked for (`getSessions`) before anything shows, so a reload with a session never prompts.
 * A session covers the account across its namespace's chains: an account already decided is not
 * asked again when only the chain changes. An answer for an account that is no longer active is
 * dropped. Sessions that cannot be read: SPEC §8 'A problem occurred while trying initialize
 * authentication', the wallet disconnects and the view resets to Connect; a token the server says
 * is not valid yet: SPEC §8 'Session Expired' (debug alert) and the account is asked again.
 */

import { featureContextOf } from '../../portico/featureContextOf.js'
import type { Portico } from '../../portico/Portico.js'
import type { SIWXSession } from '../../siwx/SIWXConfig.js'
import { leaveSignInView, showSignInView } from './showSignInView.js'
import { signInAccountKey } from './signInAccountKey.js'
import { signInConfigOf } from './signInConfigOf.js'
import { signInProviderAlert } from './signInProviderAlert.js'
import { patchSignIn, signInStateOf } from './signInStateOf.js'
import { isActiveTarget, signInTarget } from './signInTarget.js'

export async function checkSignIn(portico: Portico, opts: { closed?: boolean } = {}): Promise<void> {
  const resolved = signInConfigOf(portico)
  if (!resolved) return
  const internals = featureContextOf(portico).signIn!
  internals.checking ??= new Set()
  const { checking } = internals
  forgetDisconnected(portico)
  if (opts.closed) dismiss(portico)
  const target = signInTarget(portico, resolved.namespaces)
  if (typeof target === 'string') return
  const { key } = target
  const known = signInStateOf(portico).accounts[key]
  if (known) {
    // decided already: an account that switched chain, or one with a session just became active
    if (known.status === 'authenticated') leaveSignInView(portico)
    return
  }
  if (checking.has(key)) return
  checking.add(key)
  let sessions: SIWXSession[]
  try {
    sessions = await resolved.config.getSessions(target.network.caipNetworkId, target.address)
  } catch (e) {
    checking.delete(key)
    if (!isActiveTarget(portico, key)) return
    const ctx = featureContextOf(portico)
    // SPEC §8 'Session Expired': the server holds the session but its token is not valid yet (a
    // clock problem): the alert says so and the account is asked to sign in again
    if (signInProviderAlert(ctx, e) === 'JWT_TOKEN_NOT_VALID') {
      patchSignIn(portico, key, { status: 'idle', caipAddress: target.caipAddress })
      showSignInView(portico)
      return
    }
    ctx.events.emit('SIWX_AUTH_ERROR', { reason: 'getSessions', namespace: target.namespace })
    await portico.disconnect().catch(() => undefined)
    portico.router.reset('Connect')
    ctx.toasts.show({ key: 'AUTH_INIT_FAILED' }, 'error')
    return
  }
  checking.delete(key)
  // dropped: another account is active now, or signIn() decided meanwhile
  if (!isActiveTarget(portico, key) || signInStateOf(portico).accounts[key]) return
  // a session past its expiration time does not count (a host's store may still list it)
  const now = Date.now()
  const session = (Array.isArray(sessions) ? sessions : []).find(
    (x) => x?.data && !(x.data.expirationTime && Date.parse(x.data.expirationTime) <= now),
  )
  if (session) {
    patchSignIn(portico, key, { status: 'authenticated', caipAddress: target.caipAddress, session })
    leaveSignInView(portico)
    return
  }
  patchSignIn(portico, key, { status: 'idle', caipAddress: target.caipAddress })
  showSignInView(portico)
}

/** machines of accounts that are not connected any more are forgotten (a new connection asks again) */
function forgetDisconnected(portico: Portico) {
  const s = portico.getState()
  const connected = new Set<string>()
  for (const [ns, a] of Object.entries(s.accounts))
    if (a?.status === 'connected' && a.address) connected.add(signInAccountKey(ns as 'eip155', a.address))
  for (const key of Object.keys(signInStateOf(portico).accounts))
    if (!connected.has(key)) patchSignIn(portico, key, undefined)
}

/** the dialog was closed on the sign-in view (not required mode): no prompt by itself again */
function dismiss(portico: Portico) {
  const s = portico.getState()
  const a = s.accounts[s.activeNamespace]
  if (!a?.address) return
  const key = signInAccountKey(s.activeNamespace, a.address)
  const m = signInStateOf(portico).accounts[key]
  if (m && m.status !== 'authenticated' && !m.dismissed) patchSignIn(portico, key, { ...m, dismissed: true })
}
