import type { Portico } from '../../portico/Portico.js'
import { nameRuleProblem } from './nameRuleProblem.js'
import type { NameProblem } from './namesState.js'
import { namesStateOf } from './namesState.js'

/** What RegisterAccountName and RegisterAccountNameSuccess show. */
export interface RegisterNameViewModel {
  input: string
  suffix: string
  /** SPEC §5 on the label as typed, live */
  rule?: 'INVALID_NAME'
  /** why the last registration did not go through */
  problem?: NameProblem
  checking: boolean
  /** the typed label's availability; undefined while unknown */
  available?: boolean
  /** other free names to pick, as labels (without the suffix) */
  suggestions: string[]
  loading: boolean
  canRegister: boolean
  registered?: string
}

export function selectRegisterNameView(portico: Pick<Portico, 'getState'>): RegisterNameViewModel {
  const s = namesStateOf(portico)
  const rule = nameRuleProblem(s.input)
  const checked = !rule && s.input !== '' && s.checkedLabel === s.input
  const full = `${s.input}${s.suffix}`.toLowerCase()
  const own = checked ? s.suggestions.find((x) => x.name.toLowerCase() === full) : undefined
  const available = own ? !own.registered : undefined
  const suggestions = checked
    ? s.suggestions
        .filter((x) => !x.registered && x.name.toLowerCase() !== full && x.name.endsWith(s.suffix))
        .map((x) => x.name.slice(0, -s.suffix.length))
    : []
  return {
    input: s.input,
    suffix: s.suffix,
    ...(rule ? { rule } : {}),
    ...(s.problem ? { problem: s.problem } : {}),
    checking: s.checking,
    ...(available !== undefined ? { available } : {}),
    suggestions,
    loading: s.loading,
    canRegister: !rule && s.input !== '' && available !== false && !s.loading,
    ...(s.registered ? { registered: s.registered } : {}),
  }
}
