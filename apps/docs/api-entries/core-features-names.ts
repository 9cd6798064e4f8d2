/**
 * The names feature's actions and selectors.
 * @packageDocumentation
 * @module @portico/core/features/names
 */
export * from '@portico/core/features/names'
