/**
 * Deploys PorticoLabIdRegistry (Farcaster's IdRegistry as Sign In With Farcaster reads it, compiled
 * into idRegistryArtifact.json) on a devnet chain with a viem wallet client (an anvil account), like
 * the devnet tokens' deploy helpers.
 */
import type { Address, Hex } from 'viem'
import { deployDevnetContract } from '../devnet/deployDevnetContract.js'
import { PORTICO_LAB_ID_REGISTRY_ABI, PORTICO_LAB_ID_REGISTRY_BYTECODE } from './idRegistryArtifact.js'

export interface DeployIdRegistryOptions {
  /** the deployer; defaults to devnet account 9 (the lab wallet uses the first ones) */
  privateKey?: Hex
}

/** `devnet` is a chain of `startDevnet` (or anything with an `rpcUrl`) or an RPC URL */
export async function deployIdRegistry(
  devnet: string | { rpcUrl: string },
  opts: DeployIdRegistryOptions = {},
): Promise<Address> {
  const rpcUrl = typeof devnet === 'string' ? devnet : devnet.rpcUrl
  return deployDevnetContract(
    { rpcUrl, privateKey: opts.privateKey },
    { abi: PORTICO_LAB_ID_REGISTRY_ABI, bytecode: PORTICO_LAB_ID_REGISTRY_BYTECODE },
    'ID registry deployment',
  )
}
