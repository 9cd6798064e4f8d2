/**
 * The counterfactual smart account of a network without EIP-7702 (SPEC §6): eth-infinitism's
 * `SimpleAccount` v0.8, owned by the embedded wallet's eip155 key and made by
 * `SimpleAccountFactory.createAccount(owner, 0)` in its first user operation, as a viem smart
 * account. Written here on viem's `toSmartAccount` because viem ships only the 7702 variant and
 * `permissionless` would add a dependency to the frame for ~50 lines. (`@portico/testing` has its
 * own for the bundler's tests: a test package and this app cannot depend on each other.)
 * v0.8 signs the EIP-712 user-operation hash as is. SimpleAccount has no ERC-1271, so this
 * account cannot sign messages: those throw, and the frame refuses them for it.
 */
import { type Address, decodeFunctionData, encodeFunctionData, type LocalAccount, parseAbi } from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationTypedData,
  toSmartAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import type { Eip155Client } from '../eip155Client.js'

/** the client a viem smart account takes (our bare client is one; viem's type is narrower) */
export type SmartAccountClient = Parameters<typeof toSmartAccount>[0]['client']

/** the canonical v0.8 SimpleAccountFactory (CREATE2 through the deterministic deployer) */
export const SIMPLE_ACCOUNT_FACTORY_V08: Address = '0x13E9ed32155810FDbd067D4522C492D6f68E5944'

const ACCOUNT_ABI = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])
const FACTORY_ABI = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** ECDSA-shaped, so the account's `ECDSA.recover` does not revert while gas is estimated */
const STUB_SIGNATURE =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/** the account's address: the factory's answer for (owner, salt 0), deployed or not */
export function counterfactualAddress(client: Eip155Client, owner: Address): Promise<Address> {
  return readContract(client, {
    address: SIMPLE_ACCOUNT_FACTORY_V08,
    abi: FACTORY_ABI,
    functionName: 'getAddress',
    args: [owner, 0n],
  })
}

/** `signer` is the owner key's account (only inside `withKeys`), or just its address to read */
export function toCounterfactualAccount(client: Eip155Client, signer: LocalAccount | Address) {
  const owner = typeof signer === 'string' ? signer : signer.address
  const local = typeof signer === 'string' ? null : signer
  const cannotSign = async (): Promise<never> => {
    throw new Error('SimpleAccount has no ERC-1271: it cannot sign messages')
  }
  return toSmartAccount({
    client: client as SmartAccountClient,
    entryPoint: { abi: entryPoint08Abi, address: entryPoint08Address, version: '0.8' },
    extend: { owner },
    getAddress: () => counterfactualAddress(client, owner),
    async getFactoryArgs() {
      return {
        factory: SIMPLE_ACCOUNT_FACTORY_V08,
        factoryData: encodeFunctionData({
          abi: FACTORY_ABI,
          functionName: 'createAccount',
          args: [owner, 0n],
        }),
      }
    },
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only)
        return encodeFunctionData({
          abi: ACCOUNT_ABI,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        })
      return encodeFunctionData({
        abi: ACCOUNT_ABI,
        functionName: 'executeBatch',
        args: [calls.map((c) => ({ target: c.to, value: c.value ?? 0n, data: c.data ?? '0x' }))],
      })
    },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: ACCOUNT_ABI, data })
      if (decoded.functionName === 'execute') {
        const [to, value, callData] = decoded.args
        return [{ to, value, data: callData }]
      }
      return decoded.args[0].map((c) => ({ to: c.target, value: c.value, data: c.data }))
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    async signUserOperation({ chainId, ...userOperation }) {
      if (!local) throw new Error('the owner key is needed to sign a user operation')
      const typedData = getUserOperationTypedData({
        chainId: chainId ?? client.chain.id,
        entryPointAddress: entryPoint08Address,
        userOperation: { ...userOperation, sender: userOperation.sender ?? (await this.getAddress()) },
      })
      return local.signTypedData(typedData)
    },
    signMessage: cannotSign,
    signTypedData: cannotSign,
  })
}
