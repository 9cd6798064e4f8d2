/**
 * The bip122 adapter.
 * @packageDocumentation
 * @module @portico/adapter-bitcoin
 */
export * from '@portico/adapter-bitcoin'
