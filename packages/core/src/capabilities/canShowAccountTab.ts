import type { AdapterCapability } from '../adapters/AdapterCapability.js'
import type { PorticoOptions } from '../options/optionsSchema.js'
import type { Portico } from '../portico/Portico.js'
import type { PorticoState } from '../store/PorticoState.js'
import { hasCapability } from './hasCapability.js'

/** The boolean feature options (SPEC §3 Options `features`). */
export type BooleanFeatureOption = {
  [K in keyof PorticoOptions['features']]: PorticoOptions['features'][K] extends boolean ? K : never
}[keyof PorticoOptions['features']]

/**
 * Whether an Account tab that reads the blockchain API (Activity, NFTs) shows: an account is
 * connected on a supported network of the active namespace, the API is configured, the adapter
 * has the capability (SPEC §9: history and names are eip155), and its feature option is on.
 */
export function canShowAccountTab(
  portico: Pick<Portico, 'options' | 'getAdapter' | 'isUnsupportedNetwork'>,
  state: Pick<PorticoState, 'activeNamespace' | 'accounts'>,
  tab: { capability: AdapterCapability; option?: BooleanFeatureOption },
): boolean {
  const ns = state.activeNamespace
  if (state.accounts[ns]?.status !== 'connected' || portico.isUnsupportedNetwork(ns)) return false
  if (!(portico.options.apiUrl || portico.options.blockchainApiUrl)) return false
  if (tab.option && portico.options.features[tab.option] === false) return false
  return hasCapability(portico, tab.capability, ns)
}
