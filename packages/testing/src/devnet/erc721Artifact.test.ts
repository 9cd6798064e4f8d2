import { describe, expect, it } from 'vitest'
import { compileErc20, compileErc721, compileErc1155 } from '../../scripts/compileErc721Source.mjs'
import {
  PORTICO_LAB_TOKEN_ABI,
  PORTICO_LAB_TOKEN_BYTECODE,
  PORTICO_LAB_TOKEN_COMPILER,
} from './erc20Artifact.js'
import { PORTICO_LAB_NFT_ABI, PORTICO_LAB_NFT_BYTECODE, PORTICO_LAB_NFT_COMPILER } from './erc721Artifact.js'
import {
  PORTICO_LAB_MULTI_TOKEN_ABI,
  PORTICO_LAB_MULTI_TOKEN_BYTECODE,
  PORTICO_LAB_MULTI_TOKEN_COMPILER,
} from './erc1155Artifact.js'

describe('committed contract artifacts (output of scripts/compileErc721.mjs)', () => {
  it('PorticoLabNft is what solc compiles from contracts/PorticoLabNft.sol today: same bytecode, abi and compiler', () => {
    const fresh = compileErc721()
    expect(fresh.compiler).toBe(PORTICO_LAB_NFT_COMPILER)
    expect(fresh.bytecode).toBe(PORTICO_LAB_NFT_BYTECODE)
    expect(fresh.abi).toEqual(PORTICO_LAB_NFT_ABI)
  }, 60_000)

  it('PorticoLabMultiToken is what solc compiles from contracts/PorticoLabMultiToken.sol today', () => {
    const fresh = compileErc1155()
    expect(fresh.compiler).toBe(PORTICO_LAB_MULTI_TOKEN_COMPILER)
    expect(fresh.bytecode).toBe(PORTICO_LAB_MULTI_TOKEN_BYTECODE)
    expect(fresh.abi).toEqual(PORTICO_LAB_MULTI_TOKEN_ABI)
  }, 60_000)

  it('PorticoLabToken is what solc compiles from contracts/PorticoLabToken.sol today', () => {
    const fresh = compileErc20()
    expect(fresh.compiler).toBe(PORTICO_LAB_TOKEN_COMPILER)
    expect(fresh.bytecode).toBe(PORTICO_LAB_TOKEN_BYTECODE)
    expect(fresh.abi).toEqual(PORTICO_LAB_TOKEN_ABI)
  }, 60_000)
})
