/**
 * Signs the active account out: its sessions on the namespace are revoked (`revokeSession`) and
 * its machine goes back to idle, not asked again by itself; in required mode (SPEC §6) the wallet
 * may not stay connected without a session, so it disconnects. SPEC §5 errors as signIn().
 */

import { porticoError } from '../../errors/errorCatalogue.js'
import { featureContextOf } from '../../portico/featureContextOf.js'
import type { Portico } from '../../portico/Portico.js'
import { signInConfigOf } from './signInConfigOf.js'
import { patchSignIn } from './signInStateOf.js'
import { signInTarget } from './signInTarget.js'

export async function signOut(portico: Portico): Promise<void> {
  const resolved = signInConfigOf(portico)
  if (!resolved) throw porticoError('SIWX_NOT_ENABLED')
  const target = signInTarget(portico, resolved.namespaces)
  if (typeof target === 'string') throw porticoError(target)
  await resolved.config.revokeSession(target.network.caipNetworkId, target.address)
  patchSignIn(portico, target.key, { status: 'idle', caipAddress: target.caipAddress, dismissed: true })
  if (featureContextOf(portico).signIn!.required()) await portico.disconnect()
}
