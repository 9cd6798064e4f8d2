import { porticoError } from '../errors/errorCatalogue.js'
import { describeIssues } from '../options/describeIssues.js'
import { localeTagSchema, themeModeSchema, themeVariablesSchema } from '../options/optionsSchema.js'
import type { PorticoStore } from '../store/createPorticoStore.js'
import type { ThemeMode, ThemeVariables } from './themeTokens.js'

/** Live changes to the theme and language, validated like the options (same messages). */
export function createAppearanceActions(store: PorticoStore) {
  const set = (patch: Partial<ReturnType<PorticoStore['getState']>['appearance']>) =>
    store.setState((s) => ({ appearance: { ...s.appearance, ...patch } }))
  const check = <T>(
    name: string,
    result: { success: boolean; data?: T; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  ): T => {
    if (result.success) return result.data as T
    const summary = describeIssues(result.error?.issues ?? [], [name])
    const err = porticoError('INVALID_OPTIONS', { details: result.error?.issues })
    err.message = `Invalid options: ${summary}`
    throw err
  }
  return {
    setThemeMode(mode: ThemeMode) {
      set({ themeMode: check('themeMode', themeModeSchema.safeParse(mode)) })
    },
    setThemeVariables(variables: ThemeVariables) {
      const merged: Record<string, unknown> = { ...store.getState().appearance.themeVariables, ...variables }
      for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key]
      set({ themeVariables: check('themeVariables', themeVariablesSchema.safeParse(merged)) })
    },
    setLocale(locale: string | undefined) {
      set({ locale: locale === undefined ? undefined : check('locale', localeTagSchema.safeParse(locale)) })
    },
  }
}
