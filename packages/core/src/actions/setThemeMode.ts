import type { Portico } from '../portico/Portico.js'
import { appearanceChecks } from '../theme/appearanceChecks.js'
import { setAppearance } from '../theme/setAppearance.js'
import type { ThemeMode } from '../theme/themeTokens.js'

/** SPEC §3 themeMode, live: light, dark, or system (follows the visitor's setting). */
export function setThemeMode(portico: Portico, mode: ThemeMode): void {
  setAppearance(portico.store, 'themeMode', appearanceChecks.themeMode, mode)
}
