import { featureContextOf } from '../../portico/featureContextOf.js'
import type { Portico } from '../../portico/Portico.js'

/**
 * The sign-in view (SPEC §2): ConnectingSiwe for the older EVM-only form (`siweConfig`),
 * SIWXSignMessage for `siwx`. The same screen; the view's name is what hosts and analytics see.
 */
export const signInViewOf = (portico: Pick<Portico, 'options'>): 'ConnectingSiwe' | 'SIWXSignMessage' =>
  portico.options.siweConfig ? 'ConnectingSiwe' : 'SIWXSignMessage'

/** SPEC §4: the sign-in view shows; the dialog opens if it is closed. */
export function showSignInView(portico: Portico) {
  const s = portico.getState()
  const view = signInViewOf(portico)
  if (s.open && s.router.view === view) return
  if (s.open) portico.router.reset(view)
  else portico.open({ view })
}

/** Success: the dialog closes (on the sign-in view only; another view is the user's). */
export function leaveSignInView(portico: Portico) {
  const s = portico.getState()
  if (s.router.view !== signInViewOf(portico)) return
  if (s.open) {
    portico.store.setState({ open: false })
    featureContextOf(portico).events.emit('MODAL_CLOSE')
  }
  portico.router.reset('Account')
}
