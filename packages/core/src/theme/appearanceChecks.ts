import type { Issue } from '../options/describeIssues.js'
import { themeVariableIssues } from './themeVariableIssues.js'

type Check = (
  value: unknown,
) => { success: true; data: unknown } | { success: false; error: { issues: Issue[] } }

const check =
  (issuesOf: (value: unknown) => Issue[]): Check =>
  (value) => {
    const issues = issuesOf(value)
    return issues.length ? { success: false, error: { issues } } : { success: true, data: value }
  }
const fail = (message: string, extra: Partial<Issue> = {}): Issue[] => [{ path: [], message, ...extra }]
const THEME_MODES = ['light', 'dark', 'system']

/**
 * The live theme and language setters' checks (setThemeMode, setThemeVariables, setLocale): the
 * same rules and INVALID_OPTIONS messages as the options schema's themeMode, themeVariables and
 * locale, in plain code, because the setters are on a host's startup path and the options schema
 * (zod) is not (docs/architecture.md "Startup cost").
 */
export const appearanceChecks = {
  themeMode: {
    safeParse: check((v) =>
      THEME_MODES.includes(v as string)
        ? []
        : fail('Invalid input', { code: 'invalid_value', values: THEME_MODES }),
    ),
  },
  themeVariables: {
    safeParse: check((v) =>
      typeof v === 'object' && v !== null && !Array.isArray(v)
        ? themeVariableIssues(v)
        : fail('expected an object'),
    ),
  },
  locale: {
    safeParse: check((v) => {
      if (typeof v !== 'string') return fail('Invalid input', { code: 'invalid_type', expected: 'string' })
      try {
        if (Intl.getCanonicalLocales(v).length === 1) return []
      } catch {
        // not a tag
      }
      return fail('expected a BCP 47 language tag, e.g. ja or pt-BR')
    }),
  },
}
