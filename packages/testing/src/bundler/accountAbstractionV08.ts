/**
 * ERC-4337 v0.8 as published on npm (`@account-abstraction/contracts` 0.8.0: EntryPoint,
 * Simple7702Account, SimpleAccountFactory), read from the package's own build files, and where
 * each lives on every chain: the canonical addresses are the CREATE2 addresses of exactly these
 * init codes through the deterministic deployer (0x4e59…956C) with the salts below, so deploying
 * the npm artifacts that way puts them where `Simple7702Account` (which has the EntryPoint address
 * built in) and viem's defaults (`entryPoint08Address`, `toSimple7702SmartAccount`'s implementation)
 * expect them. A test checks the addresses against the artifacts.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type Abi, type Address, encodeAbiParameters, type Hex } from 'viem'

interface Artifact {
  abi: Abi
  bytecode: Hex
}

const require = createRequire(import.meta.url)
/** a build file, by its resolved path (each named in a `require.resolve` the package check sees) */
const load = (path: string): Artifact => {
  const a = JSON.parse(readFileSync(path, 'utf8')) as { abi: Abi; bytecode: string }
  return { abi: a.abi, bytecode: (a.bytecode.startsWith('0x') ? a.bytecode : `0x${a.bytecode}`) as Hex }
}

const ENTRY_POINT = load(require.resolve('@account-abstraction/contracts/artifacts/EntryPoint.json'))
const SIMPLE_7702_ACCOUNT = load(
  require.resolve('@account-abstraction/contracts/artifacts/Simple7702Account.json'),
)
const SIMPLE_ACCOUNT_FACTORY = load(
  require.resolve('@account-abstraction/contracts/artifacts/SimpleAccountFactory.json'),
)

/** Arachnid's deterministic deployment proxy: calldata `salt ++ initCode` → CREATE2 */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'
/** its runtime code, for a chain that does not have it yet (anvil has it from genesis) */
export const DETERMINISTIC_DEPLOYER_CODE: Hex =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3'

export interface DeterministicContract extends Artifact {
  /** where CREATE2 through the deterministic deployer puts `initCode` with `salt` */
  address: Address
  salt: Hex
  /** bytecode plus the ABI-encoded constructor arguments */
  initCode: Hex
}

const ZERO_SALT: Hex = `0x${'00'.repeat(32)}`
const ENTRY_POINT_V08_ADDRESS: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

export const ACCOUNT_ABSTRACTION_V08 = {
  entryPoint: {
    ...ENTRY_POINT,
    address: ENTRY_POINT_V08_ADDRESS,
    salt: '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9',
    initCode: ENTRY_POINT.bytecode,
  },
  simple7702Account: {
    ...SIMPLE_7702_ACCOUNT,
    address: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
    salt: ZERO_SALT,
    initCode: SIMPLE_7702_ACCOUNT.bytecode,
  },
  simpleAccountFactory: {
    ...SIMPLE_ACCOUNT_FACTORY,
    address: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
    salt: ZERO_SALT,
    initCode: `${SIMPLE_ACCOUNT_FACTORY.bytecode}${encodeAbiParameters([{ type: 'address' }], [ENTRY_POINT_V08_ADDRESS]).slice(2)}`,
  },
} as const satisfies Record<string, DeterministicContract>
