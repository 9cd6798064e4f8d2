/**
 * The nfts feature's actions and selectors.
 * @packageDocumentation
 * @module @portico/core/features/nfts
 */
export * from '@portico/core/features/nfts'
