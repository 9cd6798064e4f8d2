import { invalidOptions } from '../options/invalidOptions.js'
import { localeTagSchema, themeModeSchema, themeVariablesSchema } from '../options/optionsSchema.js'
import type { PorticoStore } from '../store/createPorticoStore.js'
import type { AppearanceState } from '../store/PorticoState.js'
import type { ThemeMode, ThemeVariables } from './themeTokens.js'

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: never[] } }
}

/** Live changes to the theme and language, validated like the options (the same messages). */
export function createAppearanceActions(store: PorticoStore) {
  const set = <K extends keyof AppearanceState>(
    key: K,
    schema: Schema<AppearanceState[K]>,
    value: unknown,
  ) => {
    const result =
      value === undefined && key === 'locale'
        ? { success: true as const, data: undefined }
        : schema.safeParse(value)
    if (!result.success) throw invalidOptions(result.error.issues, [key])
    store.setState((s) => ({ appearance: { ...s.appearance, [key]: result.data } }))
  }
  return {
    setThemeMode: (mode: ThemeMode) => set('themeMode', themeModeSchema as Schema<ThemeMode>, mode),
    setThemeVariables(variables: ThemeVariables) {
      const merged: Record<string, unknown> = { ...store.getState().appearance.themeVariables, ...variables }
      for (const key in merged) if (merged[key] === undefined) delete merged[key]
      set('themeVariables', themeVariablesSchema as Schema<ThemeVariables>, merged)
    },
    setLocale: (locale: string | undefined) =>
      set('locale', localeTagSchema as Schema<string | undefined>, locale),
  }
}
