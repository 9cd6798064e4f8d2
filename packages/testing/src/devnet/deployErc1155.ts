/**
 * Deploys PorticoLabMultiToken (OpenZeppelin ERC1155, see erc1155Artifact.json) on a devnet chain and
 * mints with it (one id: TransferSingle; many: TransferBatch) from an anvil account.
 */
import { callDevnetContract } from './callDevnetContract.js'
import { deployDevnetContract } from './deployDevnetContract.js'
import { PORTICO_LAB_MULTI_TOKEN_ABI, PORTICO_LAB_MULTI_TOKEN_BYTECODE } from './erc1155Artifact.js'

/** `uri` is the metadata URI of every id, with `{id}` for the id (64 hex digits, ERC-1155) */
export async function deployErc1155(opts: {
  rpcUrl: string
  uri: string
  privateKey?: `0x${string}`
}): Promise<`0x${string}`> {
  return deployDevnetContract(
    opts,
    { abi: PORTICO_LAB_MULTI_TOKEN_ABI, bytecode: PORTICO_LAB_MULTI_TOKEN_BYTECODE, args: [opts.uri] },
    'ERC-1155 deployment',
  )
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
  const call =
    opts.ids.length === 1
      ? { functionName: 'mint', args: [opts.to, opts.ids[0]!, opts.amounts[0]!] }
      : { functionName: 'mintBatch', args: [opts.to, opts.ids, opts.amounts] }
  const { hash } = await callDevnetContract(
    opts,
    { address: opts.collection, abi: PORTICO_LAB_MULTI_TOKEN_ABI, ...call },
    'ERC-1155 mint',
  )
  return hash
}
