/** The two EVM chains `startDevnet` launches when no `chains` option is given. */
export const DEVNET_CHAINS = Object.freeze([
  { chainId: 31337, name: 'Portico Devnet' },
  { chainId: 31338, name: 'Portico Devnet B' },
] as const)
