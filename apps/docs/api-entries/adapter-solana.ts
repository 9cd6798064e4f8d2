/**
 * The solana adapter.
 * @packageDocumentation
 * @module @portico/adapter-solana
 */
export * from '@portico/adapter-solana'
