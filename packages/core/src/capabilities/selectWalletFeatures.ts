import { WALLET_FEATURE_ORDER } from '../constants/constants.js'
import type { Portico } from '../portico/Portico.js'
import type { PorticoState } from '../store/PorticoState.js'
import { canShowFeature } from './canShowFeature.js'

/** A wallet feature of the Account view (SPEC §9 wallet feature order). */
export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number]

/**
 * The SPEC §9 wallet features (onramp, swaps, receive, send) offered for the active account, in
 * SPEC §9 order: each only when its feature option is not off (all four default on), Buy and Swap
 * only with an API configured (`apiUrl` or `blockchainApiUrl`), an account is
 * connected on a supported network of the active namespace, and that namespace's adapter has the
 * capability. The dialog's Account view asks each registered feature instead (`canShowFeature`).
 */
export function selectWalletFeatures(
  portico: Pick<Portico, 'options' | 'getAdapter' | 'isUnsupportedNetwork'>,
  state: Pick<PorticoState, 'activeNamespace' | 'accounts'>,
): WalletFeature[] {
  return WALLET_FEATURE_ORDER.filter((f) =>
    canShowFeature(portico, state, {
      capability: f,
      option: { flag: f, default: true },
      // Buy and Swap are served by the blockchain API: without one configured they are not offered
      needsApi: f === 'onramp' || f === 'swaps',
    }),
  )
}
