/**
 * Sign In With Farcaster from the dialog (issue 15; SPEC §1, §2 ConnectingFarcaster, §3
 * farcasterUrl, §7 "connect by farcaster"): the frame opens a relay channel on the secure site and
 * answers its URL (the view's QR and link); the Farcaster app signs with the fid's custody key and
 * posts to the relay; the frame's wait returns once the server verified it; the dialog connects.
 * SPEC §2: going back from ConnectingFarcaster without an address clears the farcaster url and
 * reloads the embedded wallet after 100 ms.
 */
import type { Portico } from '../../createPortico.js'
import { isPorticoError } from '../../errors/PorticoError.js'
import { AUTH_CONNECTOR_ID } from './embeddedConnection.js'
import { EMBEDDED_TIMEOUTS as TIMEOUTS } from './embeddedConstants.js'
import { embeddedWalletOf } from './embeddedWallet.js'
import { problemOf } from './problemOf.js'

/** SPEC §2: the embedded wallet reloads this long after the view was left */
export const FARCASTER_RELOAD_DELAY_MS = 100

export async function connectFarcaster(portico: Portico): Promise<void> {
  const { ctx } = portico._internal
  const w = embeddedWalletOf(ctx)
  w.patch({ farcasterUrl: undefined, socialProvider: undefined, problem: undefined, busy: true })
  if (portico.getState().router.view !== 'ConnectingFarcaster') portico.router.push('ConnectingFarcaster')
  watchLeaving(portico)
  try {
    const { url } = await w.request('GET_FARCASTER_URI', {}, TIMEOUTS.connect)
    w.patch({ farcasterUrl: url, busy: false })
    // no timeout: the person is in the Farcaster app (leaving the view ends the wait)
    await w.request('CONNECT_FARCASTER', {}, null)
    w.patch({ busy: true })
    // SPEC §3 socialProvider (storageKeys.ts's key, named here: see embeddedConnection's note)
    ctx.storage.set('socialProvider', 'farcaster')
    await portico.connect(AUTH_CONNECTOR_ID)
  } catch (e) {
    // the view was left: the reload aborted the wait
    if (isPorticoError(e, 'REQUEST_ABORTED')) return
    w.patch({ problem: problemOf(e) })
  } finally {
    w.patch({ busy: false })
  }
}

const watching = new WeakSet<Portico>()

/** SPEC §2's back rule, applied when the router leaves ConnectingFarcaster (back, close, anywhere) */
function watchLeaving(portico: Portico): void {
  if (watching.has(portico)) return
  watching.add(portico)
  const { store } = portico._internal.ctx
  const off = store.subscribe((s) => {
    // the frame's own screens (the recovery code after the sign-in) are a step of this view
    const view = s.router.view
    if (s.open && (view === 'ConnectingFarcaster' || view === 'EmbeddedWalletRecovery')) return
    off()
    watching.delete(portico)
    leaveFarcaster(portico)
  })
}

/** SPEC §2: ConnectingFarcaster was left; without an address, the channel is dropped */
export function leaveFarcaster(portico: Portico): void {
  const w = embeddedWalletOf(portico._internal.ctx)
  const account = portico.getState().accounts.eip155 ?? portico.getState().accounts.solana
  if (account?.status === 'connected' && account.address) return
  w.patch({ farcasterUrl: undefined, problem: undefined })
  setTimeout(() => {
    void w.request('RELOAD', {}, TIMEOUTS.connect).catch(() => undefined)
  }, FARCASTER_RELOAD_DELAY_MS)
}
