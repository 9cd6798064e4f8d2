import { featureContextOf } from '../portico/featureContextOf.js'
import type { Portico } from '../portico/Portico.js'

/** Tries the last connection attempt again (the Connecting view's Try again). */
export function retryConnect(portico: Portico): Promise<void> {
  return featureContextOf(portico).connection.retry()
}
