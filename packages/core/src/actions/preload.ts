import { featureContextOf } from '../portico/featureContextOf.js'
import type { Portico } from '../portico/Portico.js'

/** Loads what the dialog's first actions need (connect, disconnect) ahead of a click. */
export function preload(portico: Portico): Promise<void> {
  return featureContextOf(portico).connection.preload()
}
