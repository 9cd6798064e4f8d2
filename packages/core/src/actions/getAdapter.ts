import type { PorticoAdapter } from '../adapters/PorticoAdapter.js'
import { featureContextOf } from '../portico/featureContextOf.js'
import type { Portico } from '../portico/Portico.js'
import type { ChainNamespace } from '../types/chain.js'

/** The adapter of the active namespace (or of `namespace`), if the host configured one. */
export function getAdapter(portico: Portico, namespace?: ChainNamespace): PorticoAdapter | undefined {
  return featureContextOf(portico).adapters.get(namespace ?? portico.getState().activeNamespace)
}
