/**
 * The sign-in chunk's watch, installed once per instance by the startup part when the first
 * account connects: on every change of the active account, its chain or the active network, and
 * when the dialog is closed on the sign-in view (a dismissal), the check decides (checkSignIn),
 * once the change has settled (a wallet's chain event updates the account, then the network).
 */
import type { Portico } from '../../portico/Portico.js'
import type { PorticoState } from '../../store/PorticoState.js'
import { checkSignIn } from './checkSignIn.js'
import { signInViewOf } from './showSignInView.js'

export function watchSignIn(portico: Portico): void {
  const triggerOf = (s: PorticoState) =>
    `${portico.signIn.getState().caipAddress ?? ''}|${s.activeNetworks[s.activeNamespace] ?? ''}`
  let trigger = triggerOf(portico.getState())
  const signInView = signInViewOf(portico)
  portico.subscribe((s, prev) => {
    const next = triggerOf(s)
    const closed = prev.open && !s.open && prev.router.view === signInView
    if (next === trigger && !closed) return
    trigger = next
    void Promise.resolve().then(() => checkSignIn(portico, { closed }))
  })
  void checkSignIn(portico)
}
