import { porticoError } from '../errors/errorCatalogue.js'
import { isUserRejection } from '../errors/rpcErrors.js'
import type { CaipNetworkId, ChainNamespace } from '../types/chain.js'
import type { PorticoContext } from './PorticoContext.js'

/**
 * SPEC §4/§5 network switch (a lazy chunk: the user switches from the dialog or the host asks).
 * Switching to a network the host did not configure gives the alert 'switch network not found'.
 */
export async function switchNetwork(
  ctx: PorticoContext,
  deps: { setActive(ns: ChainNamespace, id: CaipNetworkId): void; afterSwitch(): void },
  caipNetworkId: CaipNetworkId | string,
): Promise<void> {
  const { options, store } = ctx
  // SPEC §8 'CaipNetwork is undefined': a host (plain JavaScript) passed no network at all
  if (typeof caipNetworkId !== 'string' || caipNetworkId === '')
    throw porticoError('CAIP_NETWORK_UNDEFINED', { details: { caipNetworkId: String(caipNetworkId) } })
  const target = options.networks.find((n) => n.caipNetworkId === caipNetworkId)
  if (!target) {
    ctx.alerts.show('NETWORK_NOT_FOUND')
    throw porticoError('NETWORK_NOT_FOUND', { details: { caipNetworkId } })
  }
  const ns = target.chainNamespace
  const adapter = ctx.adapters.get(ns)
  if (!adapter) throw porticoError('ADAPTER_NOT_FOUND')
  const account = store.getState().accounts[ns]
  if (account?.status !== 'connected') {
    deps.setActive(ns, target.caipNetworkId)
    store.setState({ activeNamespace: ns })
    return
  }
  store.setState({ switchingNetwork: target.caipNetworkId })
  try {
    await adapter.switchNetwork(target)
    deps.setActive(ns, target.caipNetworkId)
    store.setState({ activeNamespace: ns })
    ctx.events.emit('SWITCH_NETWORK', { network: target.caipNetworkId })
    deps.afterSwitch()
  } catch (e) {
    if (!isUserRejection(e)) ctx.toasts.show({ key: 'NETWORK_SWITCH_FAILED' }, 'error')
    throw e
  } finally {
    store.setState({ switchingNetwork: null })
  }
}
