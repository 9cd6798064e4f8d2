import type { Issue } from '../options/describeIssues.js'
import { invalidOptions } from '../options/invalidOptions.js'
import type { PorticoStore } from '../store/createPorticoStore.js'
import type { AppearanceState } from '../store/PorticoState.js'

interface Schema {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: Issue[] } }
}

/**
 * A live change to the theme or language (setThemeMode, setThemeVariables, setLocale), validated
 * like the options (the same INVALID_OPTIONS messages).
 */
export function setAppearance<K extends keyof AppearanceState>(
  store: PorticoStore,
  key: K,
  schema: Schema,
  value: AppearanceState[K] | Record<string, unknown>,
): void {
  const result =
    value === undefined && key === 'locale'
      ? { success: true as const, data: undefined }
      : schema.safeParse(value)
  if (!result.success) throw invalidOptions(result.error.issues, [key])
  store.setState((s) => ({ appearance: { ...s.appearance, [key]: result.data } }))
}
