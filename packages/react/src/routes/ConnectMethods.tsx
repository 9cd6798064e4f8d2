import type { Portico, PorticoState } from '@portico/core'
import { useLocale } from '@portico/ui'
import { type ComponentType, useEffect, useState } from 'react'
import { useRegisteredFeatures } from '../features/FeaturesContext.js'
import { loadedScreen, loadRouteScreen } from './loadRouteScreen.js'

/**
 * The registered features' ways to connect (SPEC §2 connect-method order: email, social, then the
 * wallets below), each a lazy chunk rendered once loaded (no Suspense: see loadRouteScreen.ts).
 * The dialog is built hidden in idle time, so the chunk is usually there before the first open.
 */
export function ConnectMethods({ portico, state }: { portico: Portico; state: PorticoState }) {
  const { features } = useRegisteredFeatures()
  const methods = features.flatMap((f) => (f.connectMethod?.show(portico) ? [f.connectMethod] : []))
  const { locale } = useLocale()
  const [, setLoaded] = useState(0)
  useEffect(() => {
    let alive = true
    for (const m of methods)
      if (!loadedScreen(m, locale))
        void loadRouteScreen(m, locale).then(
          () => alive && setLoaded((n) => n + 1),
          () => undefined,
        )
    return () => {
      alive = false
    }
  })
  if (methods.length === 0) return null
  return (
    <>
      {methods.map((m, i) => {
        const Screen = loadedScreen(m, locale) as
          | ComponentType<{ portico: Portico; state: PorticoState }>
          | undefined
        // biome-ignore lint/suspicious/noArrayIndexKey: the methods are a fixed list in FEATURES order
        return Screen ? <Screen key={i} portico={portico} state={state} /> : null
      })}
    </>
  )
}
