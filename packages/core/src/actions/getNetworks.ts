import { featureContextOf } from '../portico/featureContextOf.js'
import type { Portico } from '../portico/Portico.js'
import type { ChainNamespace, PorticoNetwork } from '../types/chain.js'

/** The configured networks (SPEC §3), all or those of `namespace`. */
export function getNetworks(portico: Portico, namespace?: ChainNamespace): PorticoNetwork[] {
  return featureContextOf(portico).networks.getNetworks(namespace)
}
