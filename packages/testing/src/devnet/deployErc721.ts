/**
 * Deploys PorticoLabNft (OpenZeppelin ERC721URIStorage, see erc721Artifact.ts) on a devnet chain,
 * mints and airdrops tokens with a viem wallet client (an anvil account).
 */
import { devnetSigner, minedOk } from './devnetSigner.js'
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
  const { publicClient, wallet } = await devnetSigner(opts.rpcUrl, opts.privateKey)
  const hash = await wallet.deployContract({
    abi: PORTICO_LAB_NFT_ABI,
    bytecode: PORTICO_LAB_NFT_BYTECODE,
    args: [opts.name, opts.symbol],
  })
  const receipt = await minedOk(publicClient, hash, 'ERC-721 deployment')
  if (!receipt.contractAddress) throw new Error('ERC-721 deployment failed')
  for (const m of opts.mint ?? []) await mintErc721({ ...opts, collection: receipt.contractAddress, ...m })
  return receipt.contractAddress
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
  const { publicClient, wallet } = await devnetSigner(opts.rpcUrl, opts.privateKey)
  const hash = await wallet.writeContract({
    address: opts.collection,
    abi: PORTICO_LAB_NFT_ABI,
    functionName: 'mint',
    args: [opts.to, opts.tokenId, opts.uri],
  })
  await minedOk(publicClient, hash, 'ERC-721 mint')
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
  const { publicClient, wallet } = await devnetSigner(opts.rpcUrl, opts.privateKey)
  const hash = await wallet.writeContract({
    address: opts.collection,
    abi: PORTICO_LAB_NFT_ABI,
    functionName: 'airdrop',
    args: [opts.to, opts.firstId, opts.uri],
  })
  await minedOk(publicClient, hash, 'ERC-721 airdrop')
  return hash
}
