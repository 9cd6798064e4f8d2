import type { PorticoOptions } from '../options/optionsSchema.js'
import type { CaipNetworkId, ChainNamespace } from '../types/chain.js'

/**
 * SPEC §4: the network each namespace starts on: the remembered one when it is still configured,
 * else `defaultNetwork` for its namespace, else the namespace's first network. A plain function of
 * the options and what was remembered, so a server (no storage) and the client agree on it.
 */
export function activeNetworksOf(
  options: Pick<PorticoOptions, 'networks' | 'defaultNetwork'>,
  remembered: Partial<Record<ChainNamespace, string>>,
): Partial<Record<ChainNamespace, CaipNetworkId>> {
  const result: Partial<Record<ChainNamespace, CaipNetworkId>> = {}
  for (const n of options.networks) {
    const ns = n.chainNamespace
    if (result[ns]) continue
    const stored = remembered[ns]
    const valid = stored && options.networks.some((x) => x.caipNetworkId === stored)
    const fallback =
      options.defaultNetwork?.chainNamespace === ns ? options.defaultNetwork.caipNetworkId : n.caipNetworkId
    result[ns] = (valid ? stored : fallback) as CaipNetworkId
  }
  return result
}
