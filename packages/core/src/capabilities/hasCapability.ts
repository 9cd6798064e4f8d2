import type { AdapterCapability } from '../adapters/AdapterCapability.js'
import type { Portico } from '../portico/Portico.js'
import type { ChainNamespace } from '../types/chain.js'

/** Whether the adapter of `namespace` (default: the active one) declares `capability`. */
export function hasCapability(
  portico: Pick<Portico, 'getAdapter'>,
  capability: AdapterCapability,
  namespace?: ChainNamespace,
): boolean {
  return portico.getAdapter(namespace)?.capabilities.includes(capability) ?? false
}
