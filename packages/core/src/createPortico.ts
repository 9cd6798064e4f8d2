/**
 * createPortico(options): the Portico instance with core's registered features
 * (`features/coreFeatures.ts`). The one place core puts the engine (`portico/createPorticoWith.ts`,
 * which imports no feature) and the features together.
 */
import { CORE_FEATURES } from './features/coreFeatures.js'
import type { PorticoOptionsInput } from './options/optionsSchema.js'
import { createPorticoWith } from './portico/createPorticoWith.js'
import type { Portico } from './portico/Portico.js'

export type { Portico } from './portico/Portico.js'

export function createPortico(options: PorticoOptionsInput): Portico {
  return createPorticoWith(options, CORE_FEATURES)
}
