import type { Abi, Address, Hex, TransactionReceipt } from 'viem'
import { devnetSigner, minedOk } from './devnetSigner.js'

/**
 * One contract call signed by a devnet account (9 unless `privateKey` says otherwise), waited
 * for: its hash and receipt, or an error `${what} failed` when it reverts.
 */
export async function callDevnetContract(
  signer: { rpcUrl: string; privateKey?: Hex },
  call: { address: Address; abi: Abi; functionName: string; args: readonly unknown[] },
  what: string,
): Promise<{ hash: Hex; receipt: TransactionReceipt }> {
  const { publicClient, wallet } = await devnetSigner(signer.rpcUrl, signer.privateKey)
  const hash = await wallet.writeContract(call)
  return { hash, receipt: await minedOk(publicClient, hash, what) }
}
