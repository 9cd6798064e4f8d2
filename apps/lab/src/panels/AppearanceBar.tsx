import {
  type Portico,
  setLocale,
  setThemeMode,
  setThemeVariables,
  type ThemeMode,
  type ThemeVariables,
} from '@portico/core'
import { SUPPORTED_LOCALES } from '@portico/ui'
import { useSyncExternalStore } from 'react'

/** Host accents to try the theme with: the default, and colours that need a dark foreground. */
export const LAB_ACCENTS: Record<string, string | undefined> = {
  default: undefined,
  yellow: '#ffd400',
  mint: '#3ddc97',
  pink: '#ff4f9a',
  ink: '#1f2937',
}

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' })
const localeName = (tag: string) =>
  tag === 'en-XA' ? 'Pseudo-locale (en-XA)' : `${LANGUAGE_NAMES.of(tag)} (${tag})`

/**
 * The lab's language and theme switcher: changes the dialog live (setLocale, setThemeMode,
 * setThemeVariables) and keeps the choice in the address (`?locale=ja&theme=dark&accent=yellow`),
 * so a reload, a link or the gallery script opens the lab the same way.
 */
export function AppearanceBar({ portico }: { portico: Portico }) {
  const appearance = useSyncExternalStore(portico.subscribe, () => portico.getState().appearance)
  const accent =
    Object.entries(LAB_ACCENTS).find(([, v]) => v === appearance.themeVariables['--portico-accent'])?.[0] ??
    'default'
  const remember = (key: string, value: string | undefined) => {
    const url = new URL(location.href)
    if (value === undefined || value === 'default' || value === 'auto' || value === 'system')
      url.searchParams.delete(key)
    else url.searchParams.set(key, value)
    history.replaceState(null, '', url)
  }
  return (
    <div className="appearance" data-testid="lab-appearance">
      <label>
        Language
        <select
          data-testid="lab-locale"
          value={appearance.locale ?? 'auto'}
          onChange={(e) => {
            const value = e.target.value === 'auto' ? undefined : e.target.value
            setLocale(portico, value)
            remember('locale', value)
          }}
        >
          <option value="auto">Page / browser</option>
          {[...SUPPORTED_LOCALES, 'en-XA'].map((tag) => (
            <option key={tag} value={tag}>
              {localeName(tag)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Theme
        <select
          data-testid="lab-theme"
          value={appearance.themeMode}
          onChange={(e) => {
            setThemeMode(portico, e.target.value as ThemeMode)
            remember('theme', e.target.value)
          }}
        >
          <option value="system">System</option>
          <option value="light">Light</option>
          <option value="dark">Dark</option>
        </select>
      </label>
      <label>
        Accent
        <select
          data-testid="lab-accent"
          value={accent}
          onChange={(e) => {
            setThemeVariables(portico, { '--portico-accent': LAB_ACCENTS[e.target.value] })
            remember('accent', e.target.value)
          }}
        >
          {Object.keys(LAB_ACCENTS).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}

/** The options the address asks for (see AppearanceBar); unknown values are ignored. */
export function appearanceFromUrl(search: string): {
  themeMode?: ThemeMode
  locale?: string
  themeVariables?: ThemeVariables
} {
  const params = new URLSearchParams(search)
  const theme = params.get('theme')
  const locale = params.get('locale')
  const accent = LAB_ACCENTS[params.get('accent') ?? '']
  return {
    ...(theme === 'light' || theme === 'dark' || theme === 'system' ? { themeMode: theme } : {}),
    ...(locale && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale) ? { locale } : {}),
    ...(accent ? { themeVariables: { '--portico-accent': accent } } : {}),
  }
}
