/**
 * The send feature's actions and selectors.
 * @packageDocumentation
 * @module @portico/core/features/send
 */
export * from '@portico/core/features/send'
