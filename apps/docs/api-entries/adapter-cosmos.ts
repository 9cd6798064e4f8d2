/**
 * The cosmos adapter.
 * @packageDocumentation
 * @module @portico/adapter-cosmos
 */
export * from '@portico/adapter-cosmos'
