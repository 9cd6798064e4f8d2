/**
 * Puts ERC-4337 v0.8 on a devnet chain at its canonical addresses: EntryPoint, Simple7702Account
 * (the EIP-7702 delegate) and SimpleAccountFactory, each deployed from the npm artifacts through
 * the deterministic deployer (a real CREATE2 deployment: constructors and immutables as on any
 * chain). Contracts already there are left alone, so a second call on the same chain is a no-op.
 */
import { type Address, concat, getContractAddress, type Hex } from 'viem'
import { devnetSigner, minedOk } from '../devnet/devnetSigner.js'
import {
  ACCOUNT_ABSTRACTION_V08,
  DETERMINISTIC_DEPLOYER,
  DETERMINISTIC_DEPLOYER_CODE,
  type DeterministicContract,
} from './accountAbstractionV08.js'

export interface AccountAbstractionV08 {
  entryPoint: Address
  simple7702Implementation: Address
  simpleAccountFactory: Address
}

export async function deployAccountAbstractionV08(opts: {
  rpcUrl: string
  /** pays for the deployments; defaults to devnet account 9 */
  privateKey?: Hex
}): Promise<AccountAbstractionV08> {
  const { publicClient, wallet } = await devnetSigner(opts.rpcUrl, opts.privateKey)
  const hasCode = async (address: Address) => ((await publicClient.getCode({ address })) ?? '0x') !== '0x'

  if (!(await hasCode(DETERMINISTIC_DEPLOYER))) {
    // anvil has it from genesis unless started with --disable-default-create2-deployer
    await publicClient.request({
      method: 'anvil_setCode' as never,
      params: [DETERMINISTIC_DEPLOYER, DETERMINISTIC_DEPLOYER_CODE] as never,
    })
  }

  const deploy = async (name: string, contract: DeterministicContract) => {
    const expected = getContractAddress({
      opcode: 'CREATE2',
      from: DETERMINISTIC_DEPLOYER,
      salt: contract.salt,
      bytecode: contract.initCode,
    })
    if (expected !== contract.address) {
      throw new Error(`${name}: the npm artifact deploys to ${expected}, not to ${contract.address}`)
    }
    if (await hasCode(contract.address)) return contract.address
    const hash = await wallet.sendTransaction({
      to: DETERMINISTIC_DEPLOYER,
      data: concat([contract.salt, contract.initCode]),
    })
    await minedOk(publicClient, hash, `${name} deployment`)
    if (!(await hasCode(contract.address)))
      throw new Error(`${name} deployment left no code at ${contract.address}`)
    return contract.address
  }

  // one after the other: the factory's constructor calls the EntryPoint
  const entryPoint = await deploy('EntryPoint v0.8', ACCOUNT_ABSTRACTION_V08.entryPoint)
  const simple7702Implementation = await deploy(
    'Simple7702Account',
    ACCOUNT_ABSTRACTION_V08.simple7702Account,
  )
  const simpleAccountFactory = await deploy(
    'SimpleAccountFactory',
    ACCOUNT_ABSTRACTION_V08.simpleAccountFactory,
  )
  return { entryPoint, simple7702Implementation, simpleAccountFactory }
}
