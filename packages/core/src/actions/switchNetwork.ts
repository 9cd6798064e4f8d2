import { featureContextOf } from '../portico/featureContextOf.js'
import type { Portico } from '../portico/Portico.js'
import type { CaipNetworkId } from '../types/chain.js'

/** SPEC §4, §5: switches to a configured network (the wallet is asked when one is connected). */
export function switchNetwork(portico: Portico, caipNetworkId: CaipNetworkId | string): Promise<void> {
  return featureContextOf(portico).networks.switchNetwork(caipNetworkId)
}
