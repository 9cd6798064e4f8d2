import type { Portico } from '../../portico/Portico.js'
import { EMPTY_NAMES } from './namesState.js'
import { namesStateOf, patchNames } from './namesStateOf.js'

/** Starts over (the user leaves the flow); the zone learned from the server is kept. */
export function resetNames(portico: Portico) {
  patchNames(portico, { ...EMPTY_NAMES, suffix: namesStateOf(portico).suffix })
}
