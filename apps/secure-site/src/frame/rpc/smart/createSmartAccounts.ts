/**
 * The embedded wallet's smart accounts (SPEC §3 smartAccountDeployed, §6 "defaults:
 * eip155 smartAccount"; docs/embedded-wallet.md "Smart accounts"). A network of the frame's
 * configuration with a bundler is a smart account network. There the account is:
 * - '7702' (default): the user's own EOA delegated (EIP-7702) to eth-infinitism's Simple7702Account
 *   for EntryPoint v0.8. It keeps the EOA's address: one address, nothing to confuse. The
 *   delegation is signed by the key and sent with the first user operation;
 * - 'counterfactual': a SimpleAccount v0.8 made by its first user operation (networks without 7702).
 * User operations go to the network's bundler (ERC-4337 JSON-RPC), never to a URL from the page.
 */
import { type Address, bytesToHex, concat, type Hex, http } from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  type PrepareUserOperationParameters,
  prepareUserOperation,
  toSimple7702SmartAccount,
  type UserOperationReceipt,
  UserOperationReceiptNotFoundError,
} from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { getCode, getTransactionCount } from 'viem/actions'
import type { FrameNetwork } from '../../frameConfig.js'
import type { WalletKeys } from '../../keys/deriveWalletKeys.js'
import type { Eip155Client } from '../eip155Client.js'
import {
  counterfactualAddress,
  type SmartAccountClient,
  toCounterfactualAccount,
} from './toCounterfactualAccount.js'

/** Simple7702Account v0.8 at its canonical address (viem's `toSimple7702SmartAccount` default) */
export const SIMPLE_7702_IMPLEMENTATION: Address = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'
/** what an EOA delegated to it holds as code (EIP-7702 delegation designator) */
export const DELEGATION_CODE = concat(['0xef0100', SIMPLE_7702_IMPLEMENTATION]).toLowerCase()

export interface SmartCall {
  to: Address
  value?: bigint
  data?: Hex
}

export type SmartNetwork = FrameNetwork & { bundlerUrl: string; chainId: number }

export const isSmartNetwork = (network: FrameNetwork | undefined): network is SmartNetwork =>
  network?.namespace === 'eip155' && Boolean(network.bundlerUrl)

/** a user operation may wait this long for its receipt */
const RECEIPT_TIMEOUT = 120_000

export interface SmartAccountsDeps {
  clientOf(network: FrameNetwork): Eip155Client
  withKeys<T>(use: (keys: WalletKeys) => Promise<T>): Promise<T>
  fetch?: typeof fetch
  /** receipt polling (ms) */
  pollingInterval?: number
}

export function createSmartAccounts(deps: SmartAccountsDeps) {
  const bundlers = new Map<string, BundlerClient>()
  const counterfactual = new Map<string, Address>()

  const bundlerOf = (network: SmartNetwork): BundlerClient => {
    let bundler = bundlers.get(network.caipNetworkId)
    if (!bundler) {
      const options = {
        client: deps.clientOf(network),
        transport: http(network.bundlerUrl, {
          ...(deps.fetch ? { fetchFn: deps.fetch } : {}),
          retryCount: 1,
        }),
        pollingInterval: deps.pollingInterval ?? 500,
      }
      // not inferred: viem's generic inference on these options took tsc two minutes (measured
      // with --generateTrace); the options are the documented ones
      bundler = createBundlerClient(options as never) as BundlerClient
      bundlers.set(network.caipNetworkId, bundler)
    }
    return bundler
  }

  /** the viem account of the user's smart account (the owner key only inside `withKeys`) */
  const accountOf = (network: SmartNetwork, keys: WalletKeys) => {
    const client = deps.clientOf(network)
    const owner = privateKeyToAccount(bytesToHex(keys.eip155))
    return network.smartAccount === 'counterfactual'
      ? toCounterfactualAccount(client, owner)
      : toSimple7702SmartAccount({
          client: client as SmartAccountClient,
          owner,
          implementation: SIMPLE_7702_IMPLEMENTATION,
        })
  }

  const smart = {
    /** the smart account's address for the EOA `owner` (7702: the same address) */
    async address(network: SmartNetwork, owner: Address): Promise<Address> {
      if (network.smartAccount !== 'counterfactual') return owner
      const key = `${network.caipNetworkId}|${owner.toLowerCase()}`
      let known = counterfactual.get(key)
      if (!known) {
        known = await counterfactualAddress(deps.clientOf(network), owner)
        counterfactual.set(key, known)
      }
      return known
    },

    /** SPEC §3 smartAccountDeployed: the delegation is set (7702), or the account has code */
    async isDeployed(network: SmartNetwork, address: Address): Promise<boolean> {
      const code = (await getCode(deps.clientOf(network), { address }))?.toLowerCase()
      if (network.smartAccount === 'counterfactual') return Boolean(code && code !== '0x')
      return code === DELEGATION_CODE
    },

    /**
     * the most the operation may cost (wei): its gas limits at its max fee, estimated by the
     * bundler; null when that needs a signature first (a 7702 account not delegated yet)
     */
    async maxCost(network: SmartNetwork, owner: Address, calls: SmartCall[]): Promise<bigint | null> {
      if (network.smartAccount !== 'counterfactual' && !(await smart.isDeployed(network, owner))) return null
      return deps.withKeys(async (keys) => {
        const account = await accountOf(network, keys)
        const op = await prepareUserOperation(bundlerOf(network), {
          account,
          calls,
        } as PrepareUserOperationParameters)
        const gas =
          op.preVerificationGas +
          op.verificationGasLimit +
          op.callGasLimit +
          (op.paymasterVerificationGasLimit ?? 0n) +
          (op.paymasterPostOpGasLimit ?? 0n)
        return gas * op.maxFeePerGas
      })
    },

    /** signs and sends one user operation with every call (atomic); its hash */
    async send(network: SmartNetwork, calls: SmartCall[]): Promise<Hex> {
      const bundler = bundlerOf(network)
      const client = deps.clientOf(network)
      return deps.withKeys(async (keys) => {
        const account = await accountOf(network, keys)
        if (network.smartAccount === 'counterfactual') return bundler.sendUserOperation({ account, calls })
        const owner = privateKeyToAccount(bytesToHex(keys.eip155))
        // the first operation carries the delegation, signed for the account's next nonce
        const authorization = (await smart.isDeployed(network, owner.address))
          ? undefined
          : await owner.signAuthorization({
              chainId: network.chainId,
              address: SIMPLE_7702_IMPLEMENTATION,
              nonce: await getTransactionCount(client, { address: owner.address, blockTag: 'pending' }),
            })
        return bundler.sendUserOperation({ account, calls, ...(authorization ? { authorization } : {}) })
      })
    },

    /** the operation's receipt, or null while it is not included */
    async receipt(network: SmartNetwork, hash: Hex): Promise<UserOperationReceipt | null> {
      try {
        return await bundlerOf(network).getUserOperationReceipt({ hash })
      } catch (e) {
        if (e instanceof UserOperationReceiptNotFoundError) return null
        throw e
      }
    },

    wait(network: SmartNetwork, hash: Hex): Promise<UserOperationReceipt> {
      return bundlerOf(network).waitForUserOperationReceipt({ hash, timeout: RECEIPT_TIMEOUT })
    },
  }
  return smart
}

export type SmartAccounts = ReturnType<typeof createSmartAccounts>
