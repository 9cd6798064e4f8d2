import type { Portico } from '@portico/core'
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react'
import { PorticoInstanceContext, PreloadContext } from '../context/PorticoContext.js'

const loadModal = () => import('../modal/PorticoModal.js')
/** The dialog is a lazy chunk: a host's first bundle carries only the provider, hooks and buttons. */
const LazyModal = lazy(loadModal)

export interface PorticoProviderProps {
  /** made once with createPortico(options), outside React (module scope) */
  portico: Portico
  children?: ReactNode
}

export function PorticoProvider({ portico, children }: PorticoProviderProps) {
  // mount the dialog on the first open only; it stays mounted afterwards (it renders nothing when closed)
  const [mounted, setMounted] = useState(() => portico.getState().open)
  useEffect(() => {
    if (portico.getState().open) setMounted(true)
    return portico.subscribe((s) => {
      if (s.open) setMounted(true)
    })
  }, [portico])
  const preload = useCallback(() => {
    void loadModal()
  }, [])
  return (
    <PorticoInstanceContext.Provider value={portico}>
      <PreloadContext.Provider value={preload}>
        {children}
        {mounted ? (
          <Suspense fallback={null}>
            <LazyModal portico={portico} />
          </Suspense>
        ) : null}
      </PreloadContext.Provider>
    </PorticoInstanceContext.Provider>
  )
}
