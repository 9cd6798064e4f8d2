/**
 * Compiles the devnet's contracts (contracts/PorticoLabNft.sol: OpenZeppelin 5 ERC721URIStorage;
 * contracts/PorticoLabMultiToken.sol: OpenZeppelin 5 ERC1155; contracts/PorticoLabToken.sol:
 * OpenZeppelin 5 ERC20; contracts/PorticoLabIdRegistry.sol: Farcaster's ID registry) with the solc npm
 * package (WebAssembly, offline) and writes src/devnet/erc721Artifact.json, erc1155Artifact.json,
 * erc20Artifact.json and src/farcaster/idRegistryArtifact.json: abi, bytecode and the compiler
 * version (data, imported by the .ts file of the same name). Run it after changing a contract or upgrading solc /
 * @openzeppelin/contracts (`node packages/testing/scripts/compileErc721.mjs`); erc721Artifact.test.ts
 * recompiles and checks the committed bytecode is what this produces, so an artifact cannot drift
 * from its source. Nothing compiles at test or lab start.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileErc20, compileErc721, compileErc1155, compileIdRegistry } from './compileErc721Source.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

function write(file, { abi, bytecode, compiler }, dir = 'src/devnet') {
  const path = join(root, dir, file)
  writeFileSync(path, `${JSON.stringify({ compiler, abi, bytecode }, null, 2)}\n`)
  // in the repository's style, so `pnpm lint` passes on the generated file
  execFileSync(join(root, '../../node_modules/.bin/biome'), ['format', '--write', path], { stdio: 'ignore' })
  console.log(`wrote ${dir}/${file} (${(bytecode.length - 2) / 2} bytes, solc ${compiler})`)
}

write('erc721Artifact.json', compileErc721())
write('erc1155Artifact.json', compileErc1155())
write('erc20Artifact.json', compileErc20())
write('idRegistryArtifact.json', compileIdRegistry(), 'src/farcaster')
