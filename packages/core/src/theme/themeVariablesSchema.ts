import { z } from 'zod/mini'
import type { ThemeVariables } from './themeTokens.js'
import { themeVariableIssues } from './themeVariableIssues.js'

/** SPEC §3 themeVariables: semantic tokens (ThemeVariables); an unknown key is an error, not ignored. */
export const themeVariablesSchema = z
  .custom<ThemeVariables>(
    (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
    'expected an object',
  )
  .check(
    z.check((payload) => {
      payload.issues.push(...themeVariableIssues(payload.value))
    }),
  )
