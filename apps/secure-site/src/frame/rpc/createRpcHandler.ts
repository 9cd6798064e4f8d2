/**
 * RPC_REQUEST and REJECT_PENDING (SPEC §5 whitelist, §6 safe / unsafe; docs/embedded-wallet.md
 * "RPC methods"). Safe methods are answered at once (reads forwarded to the network's own RPC
 * from the frame configuration); unsafe ones wait in the approval queue, one screen at a time.
 * Anything else: METHOD_NOT_ALLOWED (4200, 'method not allowed').
 */
import { toHex } from 'viem'
import { z } from 'zod/mini'
import { type FrameNetwork, findNetwork } from '../frameConfig.js'
import { FrameRequestError, methodNotAllowed } from '../frameError.js'
import { TEXTS } from '../texts.js'
import { activeAccount } from './activeAccount.js'
import { createApprovalQueue } from './approvalQueue.js'
import { toRpcError } from './eip155Client.js'
import { parseParams, quantity } from './eip155Params.js'
import { personalSign, signTypedData } from './eip155Signatures.js'
import { getCallsStatus, sendCalls, sendTransaction } from './eip155Transactions.js'
import type { ActiveAccount, RpcContext, UnsafeRequest } from './rpcContext.js'
import { rpcSafety } from './rpcMethods.js'
import { isSmartNetwork } from './smart/createSmartAccounts.js'
import { solanaUnsafe } from './solanaMethods.js'
import { walletGetAssets } from './walletGetAssets.js'

export interface RpcRequest {
  chainId: string
  method: string
  params?: unknown
}

const EIP155_UNSAFE: Record<
  string,
  (ctx: RpcContext, network: FrameNetwork, params: unknown, account: ActiveAccount) => UnsafeRequest
> = {
  personal_sign: personalSign,
  eth_signTypedData_v4: signTypedData,
  eth_sendTransaction: sendTransaction,
  wallet_sendCalls: sendCalls,
}

const unsupportedChain = (chainId: string) =>
  new FrameRequestError('RPC_ERROR', TEXTS.errors.chainNotSupported(chainId), { rpcCode: 4902 })

const switchParams = z.tuple([z.object({ chainId: quantity })])
const readParams = z.optional(z.array(z.unknown()).check(z.maxLength(16)))
const capabilitiesParams = z.optional(
  z.union([z.tuple([z.string()]), z.tuple([z.string(), z.array(quantity).check(z.maxLength(100))])]),
)

export function createRpcHandler(ctx: RpcContext) {
  const queue = createApprovalQueue()

  async function safe(request: RpcRequest): Promise<unknown> {
    const network = findNetwork(ctx.config, request.chainId)!
    const { method, params } = request
    if (network.namespace === 'solana') {
      const { solana } = await ctx.account()
      return [{ pubkey: solana }]
    }
    const account = await activeAccount(ctx, network)
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.eip155]
      case 'eth_chainId':
        return toHex(network.chainId ?? 0)
      case 'net_version':
        return String(network.chainId)
      case 'wallet_getAssets':
        return walletGetAssets(ctx, params)
      case 'wallet_getCapabilities': {
        const wanted = parseParams(capabilitiesParams, params)?.[1]?.map((c) => Number(c))
        // EIP-5792 v2: a smart account sends a batch in one operation (atomic)
        const smart = ctx.accountType() === 'smartAccount'
        const chains = ctx.config.networks
          .filter((n) => n.namespace === 'eip155' && (!wanted || wanted.includes(n.chainId ?? 0)))
          .map((n) => [
            toHex(n.chainId ?? 0),
            { atomic: { status: smart && isSmartNetwork(n) ? 'supported' : 'unsupported' } },
          ])
        return Object.fromEntries(chains)
      }
      case 'wallet_getCallsStatus':
        return getCallsStatus(ctx, params)
      case 'wallet_switchEthereumChain': {
        const [{ chainId }] = parseParams(switchParams, params)
        const target = `eip155:${Number(chainId)}`
        if (!findNetwork(ctx.config, target)) throw unsupportedChain(target)
        ctx.switchNetwork(target)
        return null
      }
      default: {
        const forwarded = parseParams(readParams, params)
        try {
          return await ctx
            .eip155Client(network)
            .request({ method, params: forwarded } as unknown as Parameters<
              ReturnType<RpcContext['eip155Client']>['request']
            >[0])
        } catch (e) {
          throw toRpcError(e)
        }
      }
    }
  }

  async function unsafe(request: RpcRequest): Promise<unknown> {
    const network = findNetwork(ctx.config, request.chainId)!
    const account = await activeAccount(ctx, network)
    // params are checked before the request waits: bad params never reach the screen
    const prepared: UnsafeRequest =
      network.namespace === 'solana'
        ? solanaUnsafe(ctx, network, request.method, request.params, account)
        : EIP155_UNSAFE[request.method]!(ctx, network, request.params, account)
    return queue.enqueue(async (turn) => {
      const details = await prepared.describe()
      return ctx.approve(details, turn, () => prepared.execute())
    })
  }

  return {
    /** the answer of an RPC_REQUEST (its `result`), or a FrameRequestError */
    async request(request: RpcRequest): Promise<unknown> {
      const namespace = request.chainId.split(':')[0] ?? ''
      const safety = rpcSafety(namespace, request.method)
      if (!safety) throw methodNotAllowed()
      if (!findNetwork(ctx.config, request.chainId)) throw unsupportedChain(request.chainId)
      return safety === 'safe' ? safe(request) : unsafe(request)
    },
    /** REJECT_PENDING: every unsafe request not approved yet answers USER_REJECTED */
    rejectPending: () => queue.rejectAll(),
  }
}
