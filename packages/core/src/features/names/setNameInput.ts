import type { Portico } from '../../portico/Portico.js'
import { namesState } from './namesState.js'

/** The label as typed (bounded); a typed suffix is the user's, the view shows ours after it. */
export function setNameInput(portico: Portico, value: string) {
  namesState.patch(portico, { input: value.slice(0, 63), problem: undefined })
}
