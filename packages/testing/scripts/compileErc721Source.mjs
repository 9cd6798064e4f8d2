/** The one compile of the devnet contracts shared by compileErc721.mjs and the artifacts' test. */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)

/** @returns {{ abi: unknown[], bytecode: `0x${string}`, compiler: string }} */
function compileContract(name) {
  const solc = require('solc')
  const file = `${name}.sol`
  const input = {
    language: 'Solidity',
    sources: { [file]: { content: readFileSync(join(root, 'contracts', file), 'utf8') } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // anvil runs the latest hard fork; cancun keeps the code valid on older nodes too
      evmVersion: 'cancun',
      // no metadata hash: the bytecode depends on the source and compiler only, not on file paths
      metadata: { bytecodeHash: 'none', appendCBOR: false },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const findImports = (path) => {
    try {
      return { contents: readFileSync(require.resolve(path), 'utf8') }
    } catch {
      return { error: `not found: ${path}` }
    }
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }))
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const c = output.contracts[file][name]
  return { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}`, compiler: solc.version() }
}

/** PorticoLabNft: OpenZeppelin ERC721URIStorage, open mint, airdrop */
export const compileErc721 = () => compileContract('PorticoLabNft')
/** PorticoLabToken: OpenZeppelin ERC20, decimals given at deployment, open mint */
export const compileErc20 = () => compileContract('PorticoLabToken')
/** PorticoLabMultiToken: OpenZeppelin ERC1155, open mint and mintBatch */
export const compileErc1155 = () => compileContract('PorticoLabMultiToken')
/** PorticoLabIdRegistry: Farcaster's IdRegistry as Sign In With Farcaster reads it (register, custodyOf, idOf) */
export const compileIdRegistry = () => compileContract('PorticoLabIdRegistry')
