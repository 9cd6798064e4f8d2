import type { Portico } from '@portico/core'
import { checkNameAvailability, nameRuleProblem, namesStateOf } from '@portico/core/features/names'

// the Account view offers "register a name" while the account has none
export async function isFree(portico: Portico, label: string) {
  if (nameRuleProblem(label)) return false // letters, digits and hyphen, at least 4 characters
  await checkNameAvailability(portico, label)
  return namesStateOf(portico).suggestions
}

export const openNames = (p: Portico) => p.open({ view: 'RegisterAccountName' })
