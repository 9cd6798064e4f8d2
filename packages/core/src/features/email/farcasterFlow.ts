/**
 * Sign In With Farcaster from the dialog (SPEC §1, §2 ConnectingFarcaster, §3
 * farcasterUrl, §7 "connect by farcaster"): the frame opens a relay channel on the secure site and
 * answers its URL (the view's QR and link); the Farcaster app signs with the fid's custody key and
 * posts to the relay; the frame's wait returns once the server verified it; the dialog connects.
 * SPEC §2: going back from ConnectingFarcaster without an address clears the farcaster url and
 * reloads the embedded wallet after 100 ms.
 */
import { featureContextOf } from '../../portico/featureContextOf.js'
import type { Portico } from '../../portico/Portico.js'
import { perInstance } from '../perInstance.js'
import { AUTH_CONNECTOR_ID } from './embeddedConnection.js'
import { EMBEDDED_TIMEOUTS as TIMEOUTS } from './embeddedConstants.js'
import { embeddedWalletOf } from './embeddedWallet.js'
import { problemOf } from './problemOf.js'

/** SPEC §2: the embedded wallet reloads this long after the view was left */
export const FARCASTER_RELOAD_DELAY_MS = 100

/**
 * The attempt on screen per instance: a retry or a new pick makes a new one, leaving the view ends
 * it. An attempt that is no longer the one on screen writes nothing (its late answers, or the
 * abort of its wait by the reload, must not stop the next one: a quick Back and Farcaster again).
 */
const onScreen = perInstance((): { attempt?: object } => ({}))

export async function connectFarcaster(portico: Portico): Promise<void> {
  const ctx = featureContextOf(portico)
  const w = embeddedWalletOf(ctx)
  const attempt = {}
  onScreen(portico).attempt = attempt
  const current = () => onScreen(portico).attempt === attempt
  w.patch({ farcasterUrl: undefined, socialProvider: undefined, problem: undefined, busy: true })
  if (portico.getState().router.view !== 'ConnectingFarcaster') portico.router.push('ConnectingFarcaster')
  watchLeaving(portico)
  try {
    // after a Back, this goes to the reloaded frame (the reload is pending from the Back on)
    const { url } = await w.request('GET_FARCASTER_URI', {}, TIMEOUTS.connect)
    if (!current()) return
    w.patch({ farcasterUrl: url, busy: false })
    // no timeout: the person is in the Farcaster app (leaving the view ends the wait)
    await w.request('CONNECT_FARCASTER', {}, null)
    if (!current()) return
    w.patch({ busy: true })
    // SPEC §3 socialProvider (storageKeys.ts's key, named here: see embeddedConnection's note)
    ctx.storage.set('socialProvider', 'farcaster')
    await portico.connect(AUTH_CONNECTOR_ID)
  } catch (e) {
    // the view was left (the reload aborted the wait), or a newer attempt is on screen
    if (!current()) return
    // still on screen: whatever stopped it (an abort too) is said, with a retry
    w.patch({ problem: problemOf(e) })
  } finally {
    if (current()) w.patch({ busy: false })
  }
}

const watching = new WeakSet<Portico>()

/** SPEC §2's back rule, applied when the router leaves ConnectingFarcaster (back, close, anywhere) */
function watchLeaving(portico: Portico): void {
  if (watching.has(portico)) return
  watching.add(portico)
  const { store } = featureContextOf(portico)
  const off = store.subscribe((s) => {
    // the frame's own screens (the recovery code after the sign-in) are a step of this view
    const view = s.router.view
    if (s.open && (view === 'ConnectingFarcaster' || view === 'EmbeddedWalletRecovery')) return
    off()
    watching.delete(portico)
    leaveFarcaster(portico)
  })
}

/**
 * SPEC §2: ConnectingFarcaster was left; without an address, the channel is dropped: the attempt
 * ends, and the frame reloads 100 ms later. The reload is pending from now: whatever is asked of
 * the frame meanwhile (Farcaster again, an email) goes to the reloaded frame.
 */
export function leaveFarcaster(portico: Portico): void {
  const w = embeddedWalletOf(featureContextOf(portico))
  const account = portico.getState().accounts.eip155 ?? portico.getState().accounts.solana
  if (account?.status === 'connected' && account.address) return
  onScreen(portico).attempt = undefined
  w.patch({ farcasterUrl: undefined, problem: undefined, busy: false })
  w.reload(FARCASTER_RELOAD_DELAY_MS)
}
