/**
 * Active network per namespace, switching (SPEC §4, §5) and the UnsupportedChain rule.
 */

import { STORAGE_KEYS } from '../storage/storageKeys.js'
import type { CaipNetworkId, ChainNamespace, PorticoNetwork } from '../types/chain.js'
import { toCaipNetworkId } from '../utils/caip.js'
import { activeNetworksOf } from './activeNetworksOf.js'
import type { PorticoContext } from './PorticoContext.js'

export interface NetworkController {
  getNetworks(namespace?: ChainNamespace): PorticoNetwork[]
  /** the configured network the namespace is on, undefined when it is on an unsupported one */
  getActiveNetwork(namespace?: ChainNamespace): PorticoNetwork | undefined
  getActiveCaipNetworkId(namespace?: ChainNamespace): CaipNetworkId | undefined
  isUnsupported(namespace?: ChainNamespace): boolean
  switchNetwork(caipNetworkId: CaipNetworkId | string): Promise<void>
  /** a wallet reported a chain: record it and apply the UnsupportedChain rule */
  onWalletChain(namespace: ChainNamespace, chainId: number | string): void
  initialActiveNetworks(): Partial<Record<ChainNamespace, CaipNetworkId>>
}

export function createNetworkController(
  ctx: PorticoContext,
  deps: { afterSwitch: () => void },
): NetworkController {
  const { options, store } = ctx
  const nsOf = (ns?: ChainNamespace) => ns ?? store.getState().activeNamespace

  const persist = () => ctx.storage.set(STORAGE_KEYS.activeNetworks.key, store.getState().activeNetworks)

  const setActive = (ns: ChainNamespace, id: CaipNetworkId) => {
    const s = store.getState()
    if (s.activeNetworks[ns] === id) return
    store.setState({ activeNetworks: { ...s.activeNetworks, [ns]: id } })
    persist()
  }

  const controller: NetworkController = {
    getNetworks(ns) {
      return ns ? options.networks.filter((n) => n.chainNamespace === ns) : options.networks
    },
    getActiveCaipNetworkId(ns) {
      return store.getState().activeNetworks[nsOf(ns)]
    },
    getActiveNetwork(ns) {
      const id = controller.getActiveCaipNetworkId(ns)
      return options.networks.find((n) => n.caipNetworkId === id)
    },
    isUnsupported(ns) {
      const id = controller.getActiveCaipNetworkId(ns)
      return id !== undefined && !options.networks.some((n) => n.caipNetworkId === id)
    },
    async switchNetwork(caipNetworkId) {
      const { switchNetwork } = await import('./switchNetwork.js')
      await switchNetwork(ctx, { setActive, afterSwitch: deps.afterSwitch }, caipNetworkId)
    },
    onWalletChain(ns, chainId) {
      const id = toCaipNetworkId(ns, chainId)
      setActive(ns, id)
      if (!controller.isUnsupported(ns)) {
        // back on a supported network: leave the UnsupportedChain view
        const s = store.getState()
        if (s.router.view === 'UnsupportedChain') ctx.router.reset('Account')
        return
      }
      // SPEC §4: an unsupported network shows UnsupportedChain unless switching is disabled
      // or unsupported chains are allowed
      if (!options.enableNetworkSwitch || options.allowUnsupportedChain) return
      ctx.router.reset('UnsupportedChain')
      store.setState({ open: true })
    },
    initialActiveNetworks() {
      const stored = ctx.storage.get(STORAGE_KEYS.activeNetworks.key, STORAGE_KEYS.activeNetworks.schema)
      return activeNetworksOf(options, stored ?? {})
    },
  }
  return controller
}
