import { featureContextOf } from '../../portico/featureContextOf.js'
import type { Portico } from '../../portico/Portico.js'

/** SPEC §4: SIWXSignMessage shows; the dialog opens if it is closed. */
export function showSignInView(portico: Portico) {
  const s = portico.getState()
  if (s.open && s.router.view === 'SIWXSignMessage') return
  if (s.open) portico.router.reset('SIWXSignMessage')
  else portico.open({ view: 'SIWXSignMessage' })
}

/** Success: the dialog closes (on the sign-in view only; another view is the user's). */
export function leaveSignInView(portico: Portico) {
  const s = portico.getState()
  if (s.router.view !== 'SIWXSignMessage') return
  if (s.open) {
    portico.store.setState({ open: false })
    featureContextOf(portico).events.emit('MODAL_CLOSE')
  }
  portico.router.reset('Account')
}
