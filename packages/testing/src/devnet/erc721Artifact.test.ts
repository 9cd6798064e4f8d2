import { describe, expect, it } from 'vitest'
import {
  compileErc20,
  compileErc721,
  compileErc1155,
  compileIdRegistry,
} from '../../scripts/compileErc721Source.mjs'
import idRegistry from '../farcaster/idRegistryArtifact.json' with { type: 'json' }
import erc20 from './erc20Artifact.json' with { type: 'json' }
import erc721 from './erc721Artifact.json' with { type: 'json' }
import erc1155 from './erc1155Artifact.json' with { type: 'json' }

const artifacts = [
  {
    contract: 'PorticoLabNft',
    source: 'contracts/PorticoLabNft.sol',
    compile: compileErc721,
    committed: erc721,
  },
  {
    contract: 'PorticoLabMultiToken',
    source: 'contracts/PorticoLabMultiToken.sol',
    compile: compileErc1155,
    committed: erc1155,
  },
  {
    contract: 'PorticoLabToken',
    source: 'contracts/PorticoLabToken.sol',
    compile: compileErc20,
    committed: erc20,
  },
  {
    contract: 'PorticoLabIdRegistry',
    source: 'contracts/PorticoLabIdRegistry.sol',
    compile: compileIdRegistry,
    committed: idRegistry,
  },
]

describe('committed contract artifacts (output of scripts/compileErc721.mjs)', () => {
  it.each(artifacts)(
    '$contract is what solc compiles from $source today: same bytecode, abi and compiler',
    ({ compile, committed }) => {
      const fresh = compile()
      expect(fresh.compiler).toBe(committed.compiler)
      expect(fresh.bytecode).toBe(committed.bytecode)
      expect(fresh.abi).toEqual(committed.abi)
    },
    60_000,
  )
})
