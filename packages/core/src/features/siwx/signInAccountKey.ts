import type { ChainNamespace } from '../../types/chain.js'

/**
 * The account a sign-in session covers: its namespace and address, whatever the chain (SPEC §4:
 * switching chain does not ask again). EVM addresses are hex, compared without case.
 */
export const signInAccountKey = (namespace: ChainNamespace, address: string): string =>
  `${namespace}:${namespace === 'eip155' ? address.toLowerCase() : address}`
