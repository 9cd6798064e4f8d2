/**
 * Deploys PorticoLabIdRegistry (Farcaster's IdRegistry as Sign In With Farcaster reads it, compiled
 * into idRegistryArtifact.ts) on a devnet chain with a viem wallet client (an anvil account), like
 * the devnet tokens' deploy helpers.
 */
import type { Address, Hex } from 'viem'
import { devnetSigner, minedOk } from '../devnet/devnetSigner.js'
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
  const { publicClient, wallet } = await devnetSigner(rpcUrl, opts.privateKey)
  const hash = await wallet.deployContract({
    abi: PORTICO_LAB_ID_REGISTRY_ABI,
    bytecode: PORTICO_LAB_ID_REGISTRY_BYTECODE,
  })
  const receipt = await minedOk(publicClient, hash, 'ID registry deployment')
  if (!receipt.contractAddress) throw new Error('ID registry deployment failed')
  return receipt.contractAddress
}
