import type { Portico } from '../../portico/Portico.js'
import { nameRuleProblem } from './nameRuleProblem.js'
import { namesState } from './namesState.js'

/**
 * Availability and suggestions of a label (SPEC §7 GET /v1/profile/suggestions/{name}): the
 * server's answer names its zone, which becomes the suffix shown. An answer for a label the user
 * has typed past is dropped; a failed call leaves availability unknown (registration still says).
 */
export async function checkNameAvailability(portico: Portico, label: string): Promise<void> {
  if (nameRuleProblem(label) || label === '') return
  namesState.patch(portico, { checking: true })
  const current = () => namesState.stateOf(portico).input === label
  try {
    const api = await portico.getApi()
    const suggestions = await api.blockchain.getNameSuggestions(label)
    if (!current()) return
    const own = suggestions[0]?.name.toLowerCase()
    const suffix =
      own?.startsWith(`${label.toLowerCase()}.`) === true
        ? own.slice(label.length)
        : namesState.stateOf(portico).suffix
    namesState.patch(portico, { checking: false, checkedLabel: label, suggestions, suffix })
  } catch {
    if (current()) namesState.patch(portico, { checking: false, checkedLabel: undefined, suggestions: [] })
  }
}
