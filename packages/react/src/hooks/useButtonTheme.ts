import { usePorticoSelector } from './usePorticoSelector.js'

/** The host buttons' `themeMode` prop: light or dark when forced; none for system (CSS follows the OS). */
export function useButtonTheme(): { themeMode?: 'light' | 'dark' } {
  const mode = usePorticoSelector((s) => s.appearance.themeMode, 'system')
  return mode === 'system' ? NONE : mode === 'dark' ? DARK : LIGHT
}
const NONE = {}
const DARK = { themeMode: 'dark' } as const
const LIGHT = { themeMode: 'light' } as const
