/**
 * The swaps feature's actions and selectors.
 * @packageDocumentation
 * @module @portico/core/features/swaps
 */
export * from '@portico/core/features/swaps'
