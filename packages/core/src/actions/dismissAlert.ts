import { featureContextOf } from '../portico/featureContextOf.js'
import type { Portico } from '../portico/Portico.js'

/** Closes the alert (SPEC §8, debug) the dialog shows. */
export function dismissAlert(portico: Portico): void {
  featureContextOf(portico).alerts.dismiss()
}
