/**
 * Uniswap V2 as published on npm (`@uniswap/v2-core` 1.0.1: factory and pair; `@uniswap/v2-periphery`:
 * Router02 and WETH9), read from the packages' own build files: the devnet runs the exact
 * bytecode of the real protocol. The router computes pair addresses with a constant init-code
 * hash; `UNISWAP_V2_INIT_CODE_HASH` is the one it carries, and a test checks that the factory's
 * pairs land there.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

interface Artifact {
  abi: Abi
  bytecode: string
}

const require = createRequire(import.meta.url)
/** a build file, by its resolved path (each named in a `require.resolve` the package check sees) */
const load = (path: string) => {
  const a = JSON.parse(readFileSync(path, 'utf8')) as Artifact
  return { abi: a.abi, bytecode: (a.bytecode.startsWith('0x') ? a.bytecode : `0x${a.bytecode}`) as Hex }
}

export const UNISWAP_V2_FACTORY = load(require.resolve('@uniswap/v2-core/build/UniswapV2Factory.json'))
export const UNISWAP_V2_PAIR = load(require.resolve('@uniswap/v2-core/build/UniswapV2Pair.json'))
export const UNISWAP_V2_ROUTER02 = load(require.resolve('@uniswap/v2-periphery/build/UniswapV2Router02.json'))
export const WETH9 = load(require.resolve('@uniswap/v2-periphery/build/WETH9.json'))

/** the pair init-code hash Router02 (UniswapV2Library.pairFor) computes pair addresses with */
export const UNISWAP_V2_INIT_CODE_HASH: Hex =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'
