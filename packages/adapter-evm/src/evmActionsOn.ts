/**
 * adapter-evm's way to its actions: the wagmi config once made, a network checked against the
 * config's chains, and the lazy chunks (wallet actions; transfers and contract calls apart).
 */
import { ERROR_MESSAGES, PorticoError, type PorticoNetwork } from '@portico/core'
import type { Config } from '@wagmi/core'
import { toChainId } from './toChainId.js'

function networkNotFound(network: PorticoNetwork, where: string): PorticoError {
  return new PorticoError(
    'NETWORK_NOT_FOUND',
    `${ERROR_MESSAGES.NETWORK_NOT_FOUND}: ${network.name} (${network.caipNetworkId}) is not among ${where}`,
    { details: { caipNetworkId: network.caipNetworkId } },
  )
}

/** wallet actions load on first use (a lazy chunk); transfers are a chunk of their own */
export const loadActions = () => import('./evmActions.js')
export const loadSend = () => import('./evmSendActions.js')

export function evmActionsOn(requireConfig: () => Promise<Config>) {
  const requireChain = (c: Config, network: PorticoNetwork): number => {
    const chainId = toChainId(network.id)
    if (!c.chains.some((x) => x.id === chainId)) throw networkNotFound(network, "the wagmi config's chains")
    return chainId
  }
  /** the wallet actions chunk with the config (a chunk, so hosts do not pay for it at startup) */
  const act = async <T>(run: (m: typeof import('./evmActions.js'), c: Config) => Promise<T>): Promise<T> => {
    const c = await requireConfig()
    return run(await loadActions(), c)
  }
  /** the same, on a configured chain */
  const withActions = <T>(
    network: PorticoNetwork,
    run: (m: typeof import('./evmActions.js'), c: Config, chainId: number) => Promise<T>,
  ): Promise<T> => act((m, c) => run(m, c, requireChain(c, network)))
  /** the transfers chunk (send, swaps' contract calls), on a configured chain */
  const withSend = async <T>(
    p: { network: PorticoNetwork },
    run: (m: typeof import('./evmSendActions.js'), c: Config) => Promise<T>,
  ): Promise<T> => {
    const c = await requireConfig()
    requireChain(c, p.network)
    return run(await loadSend(), c)
  }
  return { requireChain, act, withActions, withSend }
}
