import type { Abi, Address, Hex } from 'viem'
import { devnetSigner, minedOk } from './devnetSigner.js'

/**
 * Deploys a contract from a devnet account (9 unless `privateKey` says otherwise) and waits for
 * it: its address, or an error `${what} failed`.
 */
export async function deployDevnetContract(
  signer: { rpcUrl: string; privateKey?: Hex },
  contract: { abi: Abi; bytecode: Hex; args?: readonly unknown[] },
  what: string,
): Promise<Address> {
  const { publicClient, wallet } = await devnetSigner(signer.rpcUrl, signer.privateKey)
  const hash = await wallet.deployContract(contract)
  const receipt = await minedOk(publicClient, hash, what)
  if (!receipt.contractAddress) throw new Error(`${what} failed`)
  return receipt.contractAddress
}
