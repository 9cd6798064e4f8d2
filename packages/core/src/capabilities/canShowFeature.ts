import type { AdapterCapability } from '../adapters/AdapterCapability.js'
import { isFeatureOn } from '../options/featureOptions.js'
import type { Portico } from '../portico/Portico.js'
import type { PorticoState } from '../store/PorticoState.js'
import { hasCapability } from './hasCapability.js'

/** When a feature shows for the account: what its definition says about itself. */
export interface FeatureGate {
  /** the adapter of the active namespace must declare it */
  capability: AdapterCapability
  /** its `features.<flag>` option and the flag's default when the host leaves it out (SPEC §9) */
  option?: { flag: string; default: boolean }
  /** it reads the blockchain API: a host that configured none is not offered it */
  needsApi?: boolean
}

/**
 * Whether a feature shows for the active account (an Account button, tab or offer): an account is
 * connected on a supported network of the active namespace, its option is on (the host's value,
 * else the feature's default), the API is configured when the feature needs it, and the
 * namespace's adapter has the capability.
 */
export function canShowFeature(
  portico: Pick<Portico, 'options' | 'getAdapter' | 'isUnsupportedNetwork'>,
  state: Pick<PorticoState, 'activeNamespace' | 'accounts'>,
  gate: FeatureGate,
): boolean {
  const ns = state.activeNamespace
  if (state.accounts[ns]?.status !== 'connected' || portico.isUnsupportedNetwork(ns)) return false
  if (gate.needsApi && !(portico.options.apiUrl || portico.options.blockchainApiUrl)) return false
  if (gate.option && !isFeatureOn(portico.options, gate.option.flag, gate.option.default)) return false
  return hasCapability(portico, gate.capability, ns)
}
