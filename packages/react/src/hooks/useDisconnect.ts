import type { ChainNamespace } from '@portico/core'
import { useCallback } from 'react'
import { usePorticoInstance } from './usePorticoInstance.js'

/** `disconnect(namespace?)`: SPEC §4 disconnect semantics live in core. */
export function useDisconnect() {
  const portico = usePorticoInstance()
  const disconnect = useCallback(
    async (namespace?: ChainNamespace) => portico?.disconnect(namespace),
    [portico],
  )
  return { disconnect }
}
