import type { AdapterCapability } from '../adapters/AdapterCapability.js'
import type { Portico } from '../portico/Portico.js'
import type { PorticoState } from '../store/PorticoState.js'
import { canShowFeature } from './canShowFeature.js'

/** A boolean `features` flag by name (SPEC §3 Options `features`). */
export type BooleanFeatureOption = string

/**
 * Whether an Account tab that reads the blockchain API (Activity, NFTs) shows: an account is
 * connected on a supported network of the active namespace, the API is configured, the adapter
 * has the capability (SPEC §9: history and names are eip155), and its feature option is not off.
 */
export function canShowAccountTab(
  portico: Pick<Portico, 'options' | 'getAdapter' | 'isUnsupportedNetwork'>,
  state: Pick<PorticoState, 'activeNamespace' | 'accounts'>,
  tab: { capability: AdapterCapability; option?: BooleanFeatureOption },
): boolean {
  return canShowFeature(portico, state, {
    capability: tab.capability,
    needsApi: true,
    ...(tab.option ? { option: { flag: tab.option, default: true } } : {}),
  })
}
