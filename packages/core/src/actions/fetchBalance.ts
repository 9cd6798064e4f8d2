import { featureContextOf } from '../portico/featureContextOf.js'
import type { Portico } from '../portico/Portico.js'
import type { ChainNamespace } from '../types/chain.js'

/**
 * SPEC §4 balance fetch: refreshes the balance of the active namespace (or of `namespace`) into
 * the account state; cached 30 s unless `force`, skipped for 30 s after a failure (SPEC §9).
 */
export async function fetchBalance(
  portico: Portico,
  opts: { force?: boolean; namespace?: ChainNamespace } = {},
): Promise<void> {
  await featureContextOf(portico).balance.fetch(opts)
}
