import { featureContextOf } from '../portico/featureContextOf.js'
import type { Portico } from '../portico/Portico.js'
import type { ChainNamespace } from '../types/chain.js'

/** SPEC §4: the wallet is on a network the host did not configure (UnsupportedChain). */
export function isUnsupportedNetwork(portico: Portico, namespace?: ChainNamespace): boolean {
  return featureContextOf(portico).networks.isUnsupported(namespace)
}
