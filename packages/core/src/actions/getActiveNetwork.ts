import { featureContextOf } from '../portico/featureContextOf.js'
import type { Portico } from '../portico/Portico.js'
import type { ChainNamespace, PorticoNetwork } from '../types/chain.js'

/** The configured network the active namespace (or `namespace`) is on; undefined on an unsupported one. */
export function getActiveNetwork(portico: Portico, namespace?: ChainNamespace): PorticoNetwork | undefined {
  return featureContextOf(portico).networks.getActiveNetwork(namespace)
}
