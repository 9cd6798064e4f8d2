import type { ChainNamespace, PorticoState } from '@portico/core'
import { useCallback, useEffect, useState } from 'react'
import { usePorticoInstance } from './usePorticoInstance.js'
import { usePorticoSelector } from './usePorticoSelector.js'

/**
 * The connected wallet's provider for the namespace (an EIP-1193 provider for eip155),
 * undefined while disconnected.
 */
export function useProvider<T = unknown>(options: { namespace?: ChainNamespace } = {}) {
  const portico = usePorticoInstance()
  const { namespace } = options
  const selector = useCallback(
    (s: PorticoState) => {
      const ns = namespace ?? s.activeNamespace
      const a = s.accounts[ns]
      return a?.status === 'connected' ? `${ns}|${a.connectorId ?? ''}` : undefined
    },
    [namespace],
  )
  const key = usePorticoSelector(selector, undefined)
  const [provider, setProvider] = useState<T | undefined>(undefined)
  useEffect(() => {
    let live = true
    if (!portico || !key) {
      setProvider(undefined)
      return
    }
    const ns = key.split('|')[0] as ChainNamespace
    portico.getProvider(ns).then(
      (p) => live && setProvider(p as T),
      () => live && setProvider(undefined),
    )
    return () => {
      live = false
    }
  }, [portico, key])
  return { provider, namespace: key?.split('|')[0] as ChainNamespace | undefined }
}
