/**
 * SPEC §4 sign-in cancel (CLICK_CANCEL_SIWX): in required mode (SPEC §6) the wallet disconnects;
 * otherwise the dialog closes and the account is not asked again by itself (`signIn()` asks);
 * then the view resets to Connect.
 */

import { featureContextOf } from '../../portico/featureContextOf.js'
import type { Portico } from '../../portico/Portico.js'
import { patchSignIn, signInStateOf } from './signInStateOf.js'
import { signInTarget } from './signInTarget.js'

export async function cancelSignIn(portico: Portico): Promise<void> {
  const ctx = featureContextOf(portico)
  ctx.events.emit('CLICK_CANCEL_SIWX')
  if (ctx.signIn!.required()) {
    await portico.disconnect().catch(() => undefined)
  } else {
    const target = signInTarget(portico)
    if (typeof target !== 'string') {
      const m = signInStateOf(portico).accounts[target.key]
      patchSignIn(portico, target.key, {
        ...(m ?? { status: 'idle', caipAddress: target.caipAddress }),
        dismissed: true,
      })
    }
    portico.close()
  }
  portico.router.reset('Connect')
}
