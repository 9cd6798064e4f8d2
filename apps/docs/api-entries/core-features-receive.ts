/**
 * The receive feature's actions and selectors.
 * @packageDocumentation
 * @module @portico/core/features/receive
 */
export * from '@portico/core/features/receive'
