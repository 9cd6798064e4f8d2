/**
 * The onramp feature's actions and selectors.
 * @packageDocumentation
 * @module @portico/core/features/onramp
 */
export * from '@portico/core/features/onramp'
