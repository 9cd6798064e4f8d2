/**
 * The committed ID registry artifact is what scripts/compileErc721.mjs makes from
 * contracts/PorticoLabIdRegistry.sol today (like the devnet tokens' check in erc721Artifact.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { compileIdRegistry } from '../../scripts/compileErc721Source.mjs'
import {
  PORTICO_LAB_ID_REGISTRY_ABI,
  PORTICO_LAB_ID_REGISTRY_BYTECODE,
  PORTICO_LAB_ID_REGISTRY_COMPILER,
} from './idRegistryArtifact.js'

describe('committed contract artifacts (output of scripts/compileErc721.mjs)', () => {
  it('PorticoLabIdRegistry is what solc compiles from contracts/PorticoLabIdRegistry.sol today', () => {
    const fresh = compileIdRegistry()
    expect(fresh.compiler).toBe(PORTICO_LAB_ID_REGISTRY_COMPILER)
    expect(fresh.bytecode).toBe(PORTICO_LAB_ID_REGISTRY_BYTECODE)
    expect(fresh.abi).toEqual(PORTICO_LAB_ID_REGISTRY_ABI)
  }, 60_000)
})
