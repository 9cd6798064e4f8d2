/**
 * The registered features: ONE line per feature (docs/architecture.md "How to add a feature").
 * Each feature's screens are lazy chunks; its definition here is small.
 */
import type { FeatureDefinition } from './FeatureDefinition.js'

export const FEATURES: readonly FeatureDefinition[] = []
