import type { Portico } from '@portico/core'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { PorticoInstanceContext, PreloadContext } from '../context/PorticoContext.js'
import { loadDialog, loadedDialog, preloadDialogWhenIdle } from './loadDialog.js'

export interface PorticoProviderProps {
  /** made once with createPortico(options), outside React (module scope) */
  portico: Portico
  children?: ReactNode
}

/**
 * Gives the instance to the hooks and buttons, and mounts the dialog on the first open. The
 * dialog is a lazy chunk (a host's first bundle carries only the provider, hooks and buttons),
 * fetched in idle time after the page loaded so the first open shows it at once.
 */
export function PorticoProvider({ portico, children }: PorticoProviderProps) {
  // mount the dialog on the first open only; it stays mounted afterwards (it renders nothing when closed)
  const [mounted, setMounted] = useState(() => portico.getState().open)
  const [Dialog, setDialog] = useState(loadedDialog)
  useEffect(() => {
    if (portico.getState().open) setMounted(true)
    return portico.subscribe((s) => {
      if (s.open) setMounted(true)
    })
  }, [portico])
  useEffect(() => preloadDialogWhenIdle(), [])
  useEffect(() => {
    if (!mounted || Dialog) return
    let alive = true
    loadDialog().then(
      (d) => alive && setDialog(() => d),
      () => undefined,
    )
    return () => {
      alive = false
    }
  }, [mounted, Dialog])
  const preload = useCallback(() => {
    void loadDialog().catch(() => undefined)
  }, [])
  const Loaded = Dialog ?? (mounted ? loadedDialog() : undefined)
  return (
    <PorticoInstanceContext.Provider value={portico}>
      <PreloadContext.Provider value={preload}>
        {children}
        {mounted && Loaded ? <Loaded portico={portico} /> : null}
      </PreloadContext.Provider>
    </PorticoInstanceContext.Provider>
  )
}
