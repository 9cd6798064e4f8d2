/**
 * The siwx feature's actions and selectors.
 * @packageDocumentation
 * @module @portico/core/features/siwx
 */
export * from '@portico/core/features/siwx'
