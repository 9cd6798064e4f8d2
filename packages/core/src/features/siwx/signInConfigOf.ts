import type { Portico } from '../../portico/Portico.js'
import type { SIWXConfig } from '../../siwx/SIWXConfig.js'
import type { ChainNamespace } from '../../types/chain.js'
import { siweToSiwx } from './siweToSiwx.js'

/** The instance's sign-in contract (siwx as given, or siweConfig adapted) and where it applies. */
export function signInConfigOf(
  portico: Pick<Portico, 'options'>,
): { config: SIWXConfig; namespaces?: readonly ChainNamespace[] } | undefined {
  const { siwx, siweConfig } = portico.options
  if (siwx) return { config: siwx }
  // siweConfig is Sign-In with Ethereum: eip155 only
  if (siweConfig) return { config: siweToSiwx(siweConfig), namespaces: ['eip155'] }
  return undefined
}
