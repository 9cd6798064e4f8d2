import { describe, expect, it } from 'vitest'
import { compileErc721 } from '../../scripts/compileErc721Source.mjs'
import { ERC721_COMPILER, PORTICO_LAB_NFT_ABI, PORTICO_LAB_NFT_BYTECODE } from './erc721Artifact.js'

describe('erc721Artifact (committed output of scripts/compileErc721.mjs)', () => {
  it('is what solc compiles from contracts/PorticoLabNft.sol today: same bytecode, abi and compiler', () => {
    const fresh = compileErc721()
    expect(fresh.compiler).toBe(ERC721_COMPILER)
    expect(fresh.bytecode).toBe(PORTICO_LAB_NFT_BYTECODE)
    expect(fresh.abi).toEqual(PORTICO_LAB_NFT_ABI)
  }, 60_000)
})
