/**
 * Deploys the devnet ERC-20 (PorticoLabToken: OpenZeppelin's ERC20 with an open mint, compiled into
 * erc20Artifact.ts) and mints balances (viem wallet client, anvil account).
 */

import { DEVNET_ACCOUNTS } from '@portico/lab-wallet'
import { createPublicClient, createWalletClient, defineChain, erc20Abi, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
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
  const transport = http(opts.rpcUrl)
  const publicClient = createPublicClient({ transport })
  const chain = defineChain({
    id: await publicClient.getChainId(),
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [opts.rpcUrl] } },
  })
  const account = privateKeyToAccount(opts.privateKey ?? DEVNET_ACCOUNTS[9]!.privateKey)
  const wallet = createWalletClient({ account, chain, transport })
  const hash = await wallet.deployContract({
    abi: PORTICO_LAB_TOKEN_ABI,
    bytecode: PORTICO_LAB_TOKEN_BYTECODE,
    args: [opts.name, opts.symbol, opts.decimals],
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (!receipt.contractAddress) throw new Error('ERC-20 deployment failed')
  for (const m of opts.mint ?? []) await mintErc20({ ...opts, token: receipt.contractAddress, ...m })
  return receipt.contractAddress
}

export async function mintErc20(opts: {
  rpcUrl: string
  token: `0x${string}`
  to: `0x${string}`
  amount: bigint
  privateKey?: `0x${string}`
}): Promise<void> {
  const transport = http(opts.rpcUrl)
  const publicClient = createPublicClient({ transport })
  const account = privateKeyToAccount(opts.privateKey ?? DEVNET_ACCOUNTS[9]!.privateKey)
  const chain = defineChain({
    id: await publicClient.getChainId(),
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [opts.rpcUrl] } },
  })
  const wallet = createWalletClient({ account, chain, transport })
  const hash = await wallet.writeContract({
    address: opts.token,
    abi: MINTABLE_ERC20_ABI,
    functionName: 'mint',
    args: [opts.to, opts.amount],
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error('ERC-20 mint failed')
}
