/**
 * The eip155 adapter on wagmi and viem.
 * @packageDocumentation
 * @module @portico/adapter-evm
 */
export * from '@portico/adapter-evm'
