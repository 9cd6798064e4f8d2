/**
 * The polkadot adapter.
 * @packageDocumentation
 * @module @portico/adapter-polkadot
 */
export * from '@portico/adapter-polkadot'
