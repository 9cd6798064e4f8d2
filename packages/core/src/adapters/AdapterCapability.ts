/**
 * What an adapter can do for its namespace (DESIGN "Feature modules": adapters declare
 * capabilities, core reads them). Core shows a feature only where the feature option is on and
 * the active namespace's adapter declares the capability the feature needs.
 */
export const ADAPTER_CAPABILITIES = [
  /** the native balance (`getBalance`) */
  'balance',
  /** balances of tokens (`getTokenBalance`) */
  'tokenBalance',
  /** a payment URI and address to receive funds */
  'receive',
  /** native and token transfers that reach the chain (`prepareSend` + `send`) */
  'send',
  /** transaction history from the blockchain API */
  'history',
  /** account names from the blockchain API */
  'names',
  /** sign in with the wallet (SIWX) */
  'signIn',
  /** token swaps */
  'swaps',
  /** buying crypto with fiat */
  'onramp',
  /** NFTs from the blockchain API */
  'nfts',
] as const

export type AdapterCapability = (typeof ADAPTER_CAPABILITIES)[number]
