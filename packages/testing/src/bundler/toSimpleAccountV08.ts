/**
 * A viem smart account for eth-infinitism's `SimpleAccount` v0.8: a counterfactual ERC-4337
 * account created by `SimpleAccountFactory.createAccount(owner, salt)` in its first user
 * operation. Hand-written with viem's `toSmartAccount` because viem ships only the 7702 variant
 * (`toSimple7702SmartAccount`) and `permissionless` would be one more dependency for ~60 lines.
 * v0.8 signs the EIP-712 user-operation hash as is (no "\x19Ethereum Signed Message" prefix).
 * SimpleAccount has no ERC-1271, so it cannot sign messages or typed data: those throw.
 */
import { type Address, decodeFunctionData, encodeFunctionData, type LocalAccount, parseAbi } from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationTypedData,
  type SmartAccount,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { getChainId, readContract } from 'viem/actions'
import { ACCOUNT_ABSTRACTION_V08 } from './accountAbstractionV08.js'

export const SIMPLE_ACCOUNT_V08_ABI = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
  'function owner() view returns (address)',
])

export const SIMPLE_ACCOUNT_FACTORY_V08_ABI = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

export interface ToSimpleAccountV08Options {
  /** a client on the account's chain (reads the counterfactual address, nonces, code) */
  client: SmartAccountImplementation['client']
  owner: LocalAccount
  /** default: the canonical v0.8 SimpleAccountFactory that `startBundler` deploys */
  factory?: Address
  /** the factory's salt: one owner can have many accounts (default 0) */
  salt?: bigint
}

export type SimpleAccountV08 = SmartAccount<
  SmartAccountImplementation<typeof entryPoint08Abi, '0.8', { owner: LocalAccount }>
>

/** ECDSA-shaped, so `ECDSA.recover` does not revert while the bundler estimates gas */
const STUB_SIGNATURE =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

export async function toSimpleAccountV08(options: ToSimpleAccountV08Options): Promise<SimpleAccountV08> {
  const { client, owner } = options
  const factory = options.factory ?? ACCOUNT_ABSTRACTION_V08.simpleAccountFactory.address
  const salt = options.salt ?? 0n
  const entryPoint = { abi: entryPoint08Abi, address: entryPoint08Address, version: '0.8' } as const
  const noErc1271 = () => {
    throw new Error('SimpleAccount has no ERC-1271: it cannot sign messages; use a 7702 account')
  }

  return toSmartAccount({
    client,
    entryPoint,
    extend: { owner },
    getAddress: () =>
      readContract(client, {
        address: factory,
        abi: SIMPLE_ACCOUNT_FACTORY_V08_ABI,
        functionName: 'getAddress',
        args: [owner.address, salt],
      }),
    async getFactoryArgs() {
      return {
        factory,
        factoryData: encodeFunctionData({
          abi: SIMPLE_ACCOUNT_FACTORY_V08_ABI,
          functionName: 'createAccount',
          args: [owner.address, salt],
        }),
      }
    },
    async encodeCalls(calls) {
      if (calls.length === 1) {
        const call = calls[0]!
        return encodeFunctionData({
          abi: SIMPLE_ACCOUNT_V08_ABI,
          functionName: 'execute',
          args: [call.to, call.value ?? 0n, call.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: SIMPLE_ACCOUNT_V08_ABI,
        functionName: 'executeBatch',
        args: [calls.map((c) => ({ target: c.to, value: c.value ?? 0n, data: c.data ?? '0x' }))],
      })
    },
    async decodeCalls(data) {
      const result = decodeFunctionData({ abi: SIMPLE_ACCOUNT_V08_ABI, data })
      if (result.functionName === 'execute') {
        const [to, value, callData] = result.args
        return [{ to, value, data: callData }]
      }
      if (result.functionName === 'executeBatch') {
        return result.args[0].map((c) => ({ to: c.target, value: c.value, data: c.data }))
      }
      throw new Error(`SimpleAccount: cannot decode calls of ${result.functionName}`)
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    async signUserOperation(parameters) {
      const { chainId = client.chain?.id ?? (await getChainId(client)), ...userOperation } = parameters
      const typedData = getUserOperationTypedData({
        chainId,
        entryPointAddress: entryPoint.address,
        userOperation: { ...userOperation, sender: userOperation.sender ?? (await this.getAddress()) },
      })
      return owner.signTypedData(typedData)
    },
    signMessage: async () => noErc1271(),
    signTypedData: async () => noErc1271(),
  })
}
