import type { Portico } from '../../portico/Portico.js'
import { patchNames } from './namesStateOf.js'

/** The label as typed (bounded); a typed suffix is the user's, the view shows ours after it. */
export function setNameInput(portico: Portico, value: string) {
  patchNames(portico, { input: value.slice(0, 63), problem: undefined })
}
