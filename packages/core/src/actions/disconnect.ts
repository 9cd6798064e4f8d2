import { featureContextOf } from '../portico/featureContextOf.js'
import type { Portico } from '../portico/Portico.js'
import type { ChainNamespace } from '../types/chain.js'

/**
 * SPEC §4: disconnects the namespace (default: the active one) and every namespace connected
 * through the same wallet ("Same wallet, same fate").
 */
export function disconnect(portico: Portico, namespace?: ChainNamespace): Promise<void> {
  return featureContextOf(portico).connection.disconnect(namespace)
}
