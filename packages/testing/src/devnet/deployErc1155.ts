/**
 * Deploys PorticoLabMultiToken (OpenZeppelin ERC1155, see erc1155Artifact.ts) on a devnet chain and
 * mints with it (one id: TransferSingle; many: TransferBatch) from an anvil account.
 */
import { devnetSigner, minedOk } from './devnetSigner.js'
import { PORTICO_LAB_MULTI_TOKEN_ABI, PORTICO_LAB_MULTI_TOKEN_BYTECODE } from './erc1155Artifact.js'

/** `uri` is the metadata URI of every id, with `{id}` for the id (64 hex digits, ERC-1155) */
export async function deployErc1155(opts: {
  rpcUrl: string
  uri: string
  privateKey?: `0x${string}`
}): Promise<`0x${string}`> {
  const { publicClient, wallet } = await devnetSigner(opts.rpcUrl, opts.privateKey)
  const hash = await wallet.deployContract({
    abi: PORTICO_LAB_MULTI_TOKEN_ABI,
    bytecode: PORTICO_LAB_MULTI_TOKEN_BYTECODE,
    args: [opts.uri],
  })
  const receipt = await minedOk(publicClient, hash, 'ERC-1155 deployment')
  if (!receipt.contractAddress) throw new Error('ERC-1155 deployment failed')
  return receipt.contractAddress
}

/** `mint(to, id, amount)` for one id, `mintBatch(to, ids, amounts)` for several; the transaction hash */
export async function mintErc1155(opts: {
  rpcUrl: string
  collection: `0x${string}`
  to: `0x${string}`
  ids: bigint[]
  amounts: bigint[]
  privateKey?: `0x${string}`
}): Promise<`0x${string}`> {
  const { publicClient, wallet } = await devnetSigner(opts.rpcUrl, opts.privateKey)
  const hash =
    opts.ids.length === 1
      ? await wallet.writeContract({
          address: opts.collection,
          abi: PORTICO_LAB_MULTI_TOKEN_ABI,
          functionName: 'mint',
          args: [opts.to, opts.ids[0]!, opts.amounts[0]!],
        })
      : await wallet.writeContract({
          address: opts.collection,
          abi: PORTICO_LAB_MULTI_TOKEN_ABI,
          functionName: 'mintBatch',
          args: [opts.to, opts.ids, opts.amounts],
        })
  await minedOk(publicClient, hash, 'ERC-1155 mint')
  return hash
}
