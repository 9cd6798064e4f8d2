import { hydrationState, type Portico, type PorticoInitialState } from '@portico/core'
import { LocaleContext, TextsContext } from '@portico/ui'
import { type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import {
  DialogLoadingContext,
  HydrationStateContext,
  PorticoInstanceContext,
  PreloadContext,
} from '../context/PorticoContext.js'
import type { PorticoLocale } from '../locale/watchLocale.js'
import { loadDialog, loadedDialog, preloadDialogWhenIdle } from './loadDialog.js'
import { PorticoBoundary } from './PorticoBoundary.js'

const ENGLISH: PorticoLocale = { info: { locale: 'en', dir: 'ltr' }, texts: {} }

export interface PorticoProviderProps {
  /** made once with createPortico(options), outside React (module scope) */
  portico: Portico
  /**
   * server rendering: what the server read from the visitor's cookies
   * (`cookieToInitialState(cookieHeader)`, with `options.storage: cookieStorage`), so a returning
   * visitor's first HTML already shows the account and hydrates without a mismatch
   */
  initialState?: PorticoInitialState | undefined
  children?: ReactNode
}

/**
 * Gives the instance to the hooks and buttons, and mounts the dialog on the first open. The
 * dialog is a lazy chunk (a host's first bundle carries only the provider, hooks and buttons),
 * fetched in idle time after the page loaded so the first open shows it at once.
 */
export function PorticoProvider({ portico, initialState, children }: PorticoProviderProps) {
  const hydration = useMemo(() => hydrationState(portico, initialState), [portico, initialState])
  // mount the dialog once its chunk has loaded in idle time (rendered hidden, so the first open only
  // reveals it) or on the first open; it stays mounted afterwards
  const [mounted, setMounted] = useState(() => portico.getState().open)
  const [Dialog, setDialog] = useState(loadedDialog)
  // a dialog that failed to render is left out and closed; the next open tries a fresh one
  const [dialogKey, setDialogKey] = useState(0)
  const dialogFailed = useRef(false)
  const onDialogError = useCallback(() => {
    dialogFailed.current = true
    portico.close()
  }, [portico])
  useEffect(() => {
    if (portico.getState().open) setMounted(true)
    return portico.subscribe((s) => {
      if (!s.open) return
      setMounted(true)
      if (dialogFailed.current) {
        dialogFailed.current = false
        setDialogKey((k) => k + 1)
      }
    })
  }, [portico])
  useEffect(() => preloadDialogWhenIdle(() => setMounted(true)), [])
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
  // the locale's texts under the host's own (a TextsProvider above wins over any locale)
  const [locale, setLocale] = useState<PorticoLocale>(ENGLISH)
  useEffect(() => {
    let stop: (() => void) | undefined
    let alive = true
    import('../locale/watchLocale.js').then(
      (m) => {
        if (alive) stop = m.watchLocale(portico, setLocale)
      },
      () => undefined, // the chunk did not load: the dialog stays in English
    )
    return () => {
      alive = false
      stop?.()
    }
  }, [portico])
  const hostTexts = useContext(TextsContext)
  const texts = useMemo(
    () => (hostTexts || Object.keys(locale.texts).length ? { ...locale.texts, ...hostTexts } : null),
    [locale.texts, hostTexts],
  )
  return (
    <PorticoInstanceContext.Provider value={portico}>
      <HydrationStateContext.Provider value={hydration}>
        <PreloadContext.Provider value={preload}>
          <DialogLoadingContext.Provider value={mounted && !Loaded}>
            <LocaleContext.Provider value={locale.info}>
              <TextsContext.Provider value={texts}>
                {children}
                {mounted && Loaded ? (
                  <PorticoBoundary key={dialogKey} part="the dialog" onError={onDialogError}>
                    <Loaded portico={portico} />
                  </PorticoBoundary>
                ) : null}
              </TextsContext.Provider>
            </LocaleContext.Provider>
          </DialogLoadingContext.Provider>
        </PreloadContext.Provider>
      </HydrationStateContext.Provider>
    </PorticoInstanceContext.Provider>
  )
}
