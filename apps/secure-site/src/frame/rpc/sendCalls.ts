import { type Address, type Hex, toHex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { z } from 'zod/mini'
import type { FrameNetwork } from '../frameConfig.js'
import { invalidParams } from '../frameError.js'
import { TEXTS } from '../texts.js'
import type { DetailItem } from './approvalDetails.js'
import { big, type CallInput, sameAddress } from './callInput.js'
import { describeCall, simulate } from './describeCall.js'
import { toRpcError } from './eip155Client.js'
import { parseParams, sendCallsSchema } from './eip155Params.js'
import { eip5792 } from './eip5792Error.js'
import { fillTransaction } from './fillTransaction.js'
import type { ActiveAccount, RpcContext, UnsafeRequest } from './rpcContext.js'
import { signAndSend } from './signAndSend.js'
import { describeOperation, smartNetworkOf, toSmartCalls } from './smartOperation.js'

const RECEIPT_TIMEOUT = 120_000

const isOptional = (capability: unknown) =>
  typeof capability === 'object' &&
  capability !== null &&
  (capability as { optional?: unknown }).optional === true

export function sendCalls(
  ctx: RpcContext,
  network: FrameNetwork,
  params: unknown,
  account: ActiveAccount,
): UnsafeRequest {
  const [request] = parseParams(z.tuple([sendCallsSchema]), params)
  if (request.from && !sameAddress(request.from, account.eip155))
    throw invalidParams('from is not this account')
  if (Number(request.chainId) !== network.chainId)
    throw eip5792(5710, TEXTS.errors.chainNotSupported(request.chainId))
  const smart = smartNetworkOf(network, account)
  if (request.atomicRequired && !smart) throw eip5792(5760, TEXTS.errors.atomicNotSupported)
  const capabilities = [request.capabilities, ...request.calls.map((c) => c.capabilities)]
  if (capabilities.some((caps) => caps && Object.values(caps).some((c) => !isOptional(c))))
    throw eip5792(5700, TEXTS.errors.unsupportedCapability)
  if (request.id && ctx.bundles.has(request.id)) throw eip5792(5720, TEXTS.errors.duplicateBundle)
  const from = account.eip155 as Address
  const calls: CallInput[] = request.calls.map((c) => ({
    to: c.to as Address | undefined,
    value: big(c.value),
    data: c.data as Hex | undefined,
  }))

  if (smart && calls.some((c) => c.to === undefined))
    throw invalidParams('a smart account cannot deploy a contract this way')
  const id = request.id ?? toHex(crypto.getRandomValues(new Uint8Array(32)))

  return {
    async describe() {
      const client = ctx.eip155Client(network)
      const described = await Promise.all(calls.map((c) => describeCall(client, c)))
      // a single call is simulated; later calls of a batch often depend on the earlier ones
      if (calls.length === 1) described[0]!.push(await simulate(client, from, calls[0]!))
      const operation = smart
        ? await describeOperation(ctx, smart, (await ctx.account()).eip155 as Address, calls)
        : []
      return {
        method: 'wallet_sendCalls',
        title: TEXTS.approve.title.wallet_sendCalls!,
        network: network.name,
        account: from,
        items: [
          ...described.map(
            (items, i): DetailItem => ({
              kind: 'group',
              label: TEXTS.approve.call(i + 1, calls.length),
              items,
            }),
          ),
          ...operation,
        ],
      }
    },
    async execute() {
      if (smart) {
        // one operation: every call or none (EIP-5792 atomic); the status reads its receipt
        let userOperation: Hex
        try {
          userOperation = await ctx.smart.send(smart, toSmartCalls(calls))
        } catch (e) {
          throw toRpcError(e)
        }
        ctx.bundles.set(id, { network, hashes: [], userOperation, failed: false })
        return { id }
      }
      const client = ctx.eip155Client(network)
      const bundle = { network, hashes: [] as Hex[], failed: false }
      for (const [i, call] of calls.entries()) {
        try {
          const hash = await signAndSend(ctx, client, await fillTransaction(client, network, from, call))
          bundle.hashes.push(hash)
          if (i < calls.length - 1)
            await waitForTransactionReceipt(client, { hash, timeout: RECEIPT_TIMEOUT })
        } catch (e) {
          if (bundle.hashes.length === 0) throw toRpcError(e)
          bundle.failed = true
          break
        }
      }
      ctx.bundles.set(id, bundle)
      return { id }
    },
  }
}
