import { WALLET_FEATURE_ORDER } from '../constants/constants.js'
import type { Portico } from '../portico/Portico.js'
import type { PorticoState } from '../store/PorticoState.js'
import { hasCapability } from './hasCapability.js'

/** A wallet feature of the Account view (SPEC §9 wallet feature order). */
export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number]

/**
 * The wallet features the Account view offers, in SPEC §9 order (onramp, swaps, receive, send):
 * each only when its feature option is on, an account is connected on a supported network of
 * the active namespace, and that namespace's adapter has the capability.
 */
export function selectWalletFeatures(
  portico: Pick<Portico, 'options' | 'getAdapter' | 'isUnsupportedNetwork'>,
  state: Pick<PorticoState, 'activeNamespace' | 'accounts'>,
): WalletFeature[] {
  const ns = state.activeNamespace
  if (state.accounts[ns]?.status !== 'connected' || portico.isUnsupportedNetwork(ns)) return []
  return WALLET_FEATURE_ORDER.filter((f) => portico.options.features[f] && hasCapability(portico, f, ns))
}
