/**
 * Deploys PorticoLabNft (OpenZeppelin ERC721URIStorage, see erc721Artifact.json) on a devnet chain,
 * mints and airdrops tokens with a viem wallet client (an anvil account).
 */
import { callDevnetContract } from './callDevnetContract.js'
import { deployDevnetContract } from './deployDevnetContract.js'
import { PORTICO_LAB_NFT_ABI, PORTICO_LAB_NFT_BYTECODE } from './erc721Artifact.js'

export interface DeployErc721Options {
  rpcUrl: string
  name: string
  symbol: string
  /** tokens to mint right after deployment */
  mint?: { to: `0x${string}`; tokenId: bigint; uri: string }[]
  /** the deployer and minter; defaults to devnet account 9 (the lab wallet uses the first ones) */
  privateKey?: `0x${string}`
}

export async function deployErc721(opts: DeployErc721Options): Promise<`0x${string}`> {
  const collection = await deployDevnetContract(
    opts,
    { abi: PORTICO_LAB_NFT_ABI, bytecode: PORTICO_LAB_NFT_BYTECODE, args: [opts.name, opts.symbol] },
    'ERC-721 deployment',
  )
  for (const m of opts.mint ?? []) await mintErc721({ ...opts, collection, ...m })
  return collection
}

/** `mint(to, tokenId, uri)`; resolves with the transaction hash once mined */
export async function mintErc721(opts: {
  rpcUrl: string
  collection: `0x${string}`
  to: `0x${string}`
  tokenId: bigint
  uri: string
  privateKey?: `0x${string}`
}): Promise<`0x${string}`> {
  const { hash } = await callDevnetContract(
    opts,
    {
      address: opts.collection,
      abi: PORTICO_LAB_NFT_ABI,
      functionName: 'mint',
      args: [opts.to, opts.tokenId, opts.uri],
    },
    'ERC-721 mint',
  )
  return hash
}

/** `airdrop(to[], firstId, uri)`: token firstId + i to to[i], all in one transaction */
export async function airdropErc721(opts: {
  rpcUrl: string
  collection: `0x${string}`
  to: `0x${string}`[]
  firstId: bigint
  uri: string
  privateKey?: `0x${string}`
}): Promise<`0x${string}`> {
  const { hash } = await callDevnetContract(
    opts,
    {
      address: opts.collection,
      abi: PORTICO_LAB_NFT_ABI,
      functionName: 'airdrop',
      args: [opts.to, opts.firstId, opts.uri],
    },
    'ERC-721 airdrop',
  )
  return hash
}
