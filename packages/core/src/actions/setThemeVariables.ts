import type { Portico } from '../portico/Portico.js'
import { appearanceChecks } from '../theme/appearanceChecks.js'
import { setAppearance } from '../theme/setAppearance.js'
import type { ThemeVariables } from '../theme/themeTokens.js'

/** SPEC §3 themeVariables, live: merged into the current ones (a key set to undefined is removed). */
export function setThemeVariables(portico: Portico, variables: ThemeVariables): void {
  const merged: Record<string, unknown> = { ...portico.getState().appearance.themeVariables, ...variables }
  for (const key in merged) if (merged[key] === undefined) delete merged[key]
  setAppearance(portico.store, 'themeVariables', appearanceChecks.themeVariables, merged)
}
