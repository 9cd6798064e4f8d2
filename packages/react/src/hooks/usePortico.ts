import type { ChainNamespace, PorticoState, ViewName } from '@portico/core'
import { useContext, useMemo } from 'react'
import { PreloadContext } from '../context/PorticoContext.js'
import { usePorticoInstance } from './usePorticoInstance.js'
import { usePorticoSelector } from './usePorticoSelector.js'

const selectOpen = (s: PorticoState) => s.open

/** Open and close the dialog. */
export function usePortico() {
  const portico = usePorticoInstance()
  const preload = useContext(PreloadContext)
  const isOpen = usePorticoSelector(selectOpen, false)
  return useMemo(
    () => ({
      isOpen,
      open: (opts?: { view?: ViewName; namespace?: ChainNamespace }) => portico?.open(opts),
      close: () => portico?.close(),
      /** loads the dialog's code ahead of the first open (e.g. on hover) */
      preload,
    }),
    [portico, isOpen, preload],
  )
}
