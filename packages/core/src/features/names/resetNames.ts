import type { Portico } from '../../portico/Portico.js'
import { namesState } from './namesState.js'

/** Starts over (the user leaves the flow); the zone learned from the server is kept. */
export function resetNames(portico: Portico) {
  namesState.reset(portico, { suffix: namesState.stateOf(portico).suffix })
}
