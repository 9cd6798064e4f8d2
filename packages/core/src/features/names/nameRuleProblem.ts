import { NAME_LABEL_PATTERN } from '../../api/apiSchemas.js'

/** SPEC §5 on the label as typed: nothing while empty, else letters, digits, hyphen, at least 4. */
export function nameRuleProblem(label: string): 'INVALID_NAME' | undefined {
  if (label === '') return undefined
  return NAME_LABEL_PATTERN.test(label) ? undefined : 'INVALID_NAME'
}
