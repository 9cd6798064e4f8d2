/**
 * Deploys the devnet ERC-20 (PorticoLabToken: OpenZeppelin's ERC20 with an open mint, compiled into
 * erc20Artifact.json) and mints balances (viem wallet client, anvil account).
 */

import { erc20Abi, parseAbi } from 'viem'
import { callDevnetContract } from './callDevnetContract.js'
import { deployDevnetContract } from './deployDevnetContract.js'
import { PORTICO_LAB_TOKEN_ABI, PORTICO_LAB_TOKEN_BYTECODE } from './erc20Artifact.js'

export const MINTABLE_ERC20_ABI = [
  ...erc20Abi,
  ...parseAbi(['function mint(address to, uint256 amount) returns (bool)']),
]

export interface DeployErc20Options {
  rpcUrl: string
  name: string
  symbol: string
  decimals: number
  /** balances to mint right after deployment (raw units) */
  mint?: { to: `0x${string}`; amount: bigint }[]
  /** the deployer; defaults to devnet account 9 (the lab wallet uses the first ones) */
  privateKey?: `0x${string}`
}

export async function deployErc20(opts: DeployErc20Options): Promise<`0x${string}`> {
  const token = await deployDevnetContract(
    opts,
    {
      abi: PORTICO_LAB_TOKEN_ABI,
      bytecode: PORTICO_LAB_TOKEN_BYTECODE,
      args: [opts.name, opts.symbol, opts.decimals],
    },
    'ERC-20 deployment',
  )
  for (const m of opts.mint ?? []) await mintErc20({ ...opts, token, ...m })
  return token
}

export async function mintErc20(opts: {
  rpcUrl: string
  token: `0x${string}`
  to: `0x${string}`
  amount: bigint
  privateKey?: `0x${string}`
}): Promise<void> {
  await callDevnetContract(
    opts,
    { address: opts.token, abi: MINTABLE_ERC20_ABI, functionName: 'mint', args: [opts.to, opts.amount] },
    'ERC-20 mint',
  )
}
