/**
 * Walkthrough step 4: the registration line. In the repository it is one line in `FEATURES`
 * (`packages/react/src/features/index.ts`); the demo stays a test fixture, so its list is this copy.
 */

import type { FeatureDefinition } from '../../features/FeatureDefinition.js'
import { FEATURES } from '../../features/index.js'
import { demoFeature } from './react/demoFeature.js'

// biome-ignore format: one line per feature
export const FEATURES_WITH_DEMO: readonly FeatureDefinition[] = [
  ...FEATURES,
  demoFeature,
]
