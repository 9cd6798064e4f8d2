/**
 * The features that plug into core's engine (docs/architecture.md "Core's plug-in points"): ONE
 * line per feature. Each hooks in through its `CoreFeature` (portico/CoreFeature.ts); a feature
 * that needs no hook (send, swaps…) is not listed. A hook runs for every host, so its module
 * stays tiny and the feature's work is a lazy chunk.
 */
import type { CoreFeature } from '../portico/CoreFeature.js'
import { emailCoreFeature } from './email/emailCoreFeature.js'
import { siwxCoreFeature } from './siwx/siwxCoreFeature.js'

// biome-ignore format: one line per feature
export const CORE_FEATURES: readonly CoreFeature[] = [
  emailCoreFeature,
  siwxCoreFeature,
]
