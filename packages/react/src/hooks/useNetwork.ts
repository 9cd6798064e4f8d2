import {
  type CaipNetworkId,
  type ChainNamespace,
  type PorticoNetwork,
  type PorticoState,
  porticoError,
} from '@portico/core'
import { useCallback, useMemo } from 'react'
import { usePorticoInstance } from './usePorticoInstance.js'
import { shallowEqual, usePorticoSelector } from './usePorticoSelector.js'

export interface UseNetworkResult {
  /** the configured network the namespace is on; undefined when it is on an unsupported one */
  network: PorticoNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
  isUnsupported: boolean
  networks: PorticoNetwork[]
  switching: CaipNetworkId | null
  switchNetwork(caipNetworkId: CaipNetworkId | string): Promise<void>
}

const EMPTY: PorticoNetwork[] = []
const FALLBACK = { caipNetworkId: undefined, switching: null }

/** The active network and `switchNetwork`. */
export function useNetwork(options: { namespace?: ChainNamespace } = {}): UseNetworkResult {
  const portico = usePorticoInstance()
  const { namespace } = options
  const selector = useCallback(
    (s: PorticoState) => ({
      caipNetworkId: s.activeNetworks[namespace ?? s.activeNamespace],
      switching: s.switchingNetwork,
    }),
    [namespace],
  )
  const slice = usePorticoSelector(selector, FALLBACK, shallowEqual)
  const networks = portico?.options.networks ?? EMPTY
  const switchNetwork = useCallback(
    async (id: CaipNetworkId | string) => {
      if (!portico) throw porticoError('NETWORK_NOT_FOUND')
      await portico.switchNetwork(id)
    },
    [portico],
  )
  return useMemo(() => {
    const network = networks.find((n) => n.caipNetworkId === slice.caipNetworkId)
    return {
      network,
      caipNetworkId: slice.caipNetworkId,
      chainId: slice.caipNetworkId?.split(':')[1],
      isUnsupported: slice.caipNetworkId !== undefined && !network,
      networks,
      switching: slice.switching,
      switchNetwork,
    }
  }, [networks, slice, switchNetwork])
}
