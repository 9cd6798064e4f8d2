/**
 * The email feature's actions and selectors.
 * @packageDocumentation
 * @module @portico/core/features/email
 */
export * from '@portico/core/features/email'
