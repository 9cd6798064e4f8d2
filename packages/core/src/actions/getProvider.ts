import type { Portico } from '../portico/Portico.js'
import type { ChainNamespace } from '../types/chain.js'
import { getAdapter } from './getAdapter.js'

/** The wallet's own provider for the active namespace (or `namespace`), as its adapter gives it. */
export async function getProvider(portico: Portico, namespace?: ChainNamespace): Promise<unknown> {
  return getAdapter(portico, namespace)?.getProvider()
}
