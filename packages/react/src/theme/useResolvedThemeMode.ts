import type { ResolvedThemeMode, ThemeMode } from '@portico/core'
import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-color-scheme: dark)'

/** `system` → the visitor's current setting, followed live; light and dark as they are. */
export function useResolvedThemeMode(mode: ThemeMode): ResolvedThemeMode {
  const prefersDark = useSyncExternalStore(subscribe, readPrefersDark, () => false)
  if (mode !== 'system') return mode
  return prefersDark ? 'dark' : 'light'
}

const media = () =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : undefined
const readPrefersDark = () => media()?.matches ?? false
function subscribe(onChange: () => void) {
  const list = media()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}
