import type { PorticoError } from '../errors/PorticoError.js'
import { featureContextOf } from '../portico/featureContextOf.js'
import type { Portico } from '../portico/Portico.js'

/** waits for the instance's options check (a lazy chunk) and returns its error, if any */
export async function optionsErrorOf(portico: Portico): Promise<PorticoError | undefined> {
  const { optionsCheck } = featureContextOf(portico)
  await optionsCheck.run()
  return optionsCheck.error
}
