/**
 * The activity feature's actions and selectors.
 * @packageDocumentation
 * @module @portico/core/features/activity
 */
export * from '@portico/core/features/activity'
