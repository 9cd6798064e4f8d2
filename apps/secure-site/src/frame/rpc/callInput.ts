import type { Address, Hex } from 'viem'

/** one call of eth_sendTransaction or wallet_sendCalls, its numbers as bigints */
export interface CallInput {
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
}

export const big = (v: string | undefined) => (v === undefined ? undefined : BigInt(v))
export const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
