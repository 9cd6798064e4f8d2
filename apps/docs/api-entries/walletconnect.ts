/**
 * WalletConnect support: the walletConnect option's value.
 * @packageDocumentation
 * @module @portico/walletconnect
 */
export * from '@portico/walletconnect'
