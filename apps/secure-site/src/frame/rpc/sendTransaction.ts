import { type Address, formatEther, type Hex, type TransactionSerializable } from 'viem'
import { getTransactionCount } from 'viem/actions'
import { z } from 'zod/mini'
import type { FrameNetwork } from '../frameConfig.js'
import { FrameRequestError, invalidParams } from '../frameError.js'
import { TEXTS } from '../texts.js'
import { big, type CallInput, sameAddress } from './callInput.js'
import { describeCall, simulate } from './describeCall.js'
import { toRpcError } from './eip155Client.js'
import { parseParams, transactionSchema } from './eip155Params.js'
import { fillTransaction } from './fillTransaction.js'
import type { ActiveAccount, RpcContext, UnsafeRequest } from './rpcContext.js'
import { signAndSend } from './signAndSend.js'
import { describeOperation, sendOperation, smartNetworkOf } from './smartOperation.js'

const feeOf = (tx: TransactionSerializable) =>
  (tx.gas ?? 0n) *
  ((tx as { maxFeePerGas?: bigint }).maxFeePerGas ?? (tx as { gasPrice?: bigint }).gasPrice ?? 0n)

export function sendTransaction(
  ctx: RpcContext,
  network: FrameNetwork,
  params: unknown,
  account: ActiveAccount,
): UnsafeRequest {
  const [tx] = parseParams(z.tuple([transactionSchema]), params)
  if (!sameAddress(tx.from, account.eip155)) throw invalidParams('from is not this account')
  if (tx.chainId !== undefined && Number(tx.chainId) !== network.chainId)
    throw invalidParams('chainId is not the active chain')
  const from = account.eip155 as Address
  const call: CallInput = {
    to: (tx.to ?? undefined) as Address | undefined,
    value: big(tx.value),
    data: (tx.data ?? tx.input) as Hex | undefined,
    gas: big(tx.gas),
    gasPrice: big(tx.gasPrice),
    maxFeePerGas: tx.gasPrice === undefined ? big(tx.maxFeePerGas) : undefined,
    maxPriorityFeePerGas: tx.gasPrice === undefined ? big(tx.maxPriorityFeePerGas) : undefined,
    nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
  }
  const smart = smartNetworkOf(network, account)
  if (smart) {
    if (call.to === undefined) throw invalidParams('a smart account cannot deploy a contract this way')
    return {
      async describe() {
        const client = ctx.eip155Client(network)
        const owner = (await ctx.account()).eip155 as Address
        const [items, simulation, operation] = await Promise.all([
          describeCall(client, call),
          simulate(client, from, call),
          describeOperation(ctx, smart, owner, [call]),
        ])
        return {
          method: 'eth_sendTransaction',
          title: TEXTS.approve.title.eth_sendTransaction!,
          network: network.name,
          account: from,
          items: [...items, ...operation, simulation],
        }
      },
      async execute() {
        const { receipt } = await sendOperation(ctx, smart, [call])
        if (!receipt.success)
          throw new FrameRequestError('RPC_ERROR', TEXTS.errors.reverted, { rpcCode: -32003 })
        return receipt.receipt.transactionHash
      },
    }
  }
  let filled: Promise<TransactionSerializable> | undefined
  return {
    async describe() {
      const client = ctx.eip155Client(network)
      filled = fillTransaction(client, network, from, call)
      filled.catch(() => undefined)
      const [items, prepared, simulation] = await Promise.all([
        describeCall(client, call),
        filled.catch(() => undefined),
        simulate(client, from, call),
      ])
      items.push(
        {
          kind: 'row',
          label: TEXTS.approve.fee,
          value: prepared ? `${formatEther(feeOf(prepared))} ETH` : TEXTS.approve.feeUnknown,
        },
        simulation,
      )
      return {
        method: 'eth_sendTransaction',
        title: TEXTS.approve.title.eth_sendTransaction!,
        network: network.name,
        account: from,
        items,
      }
    },
    async execute() {
      const client = ctx.eip155Client(network)
      try {
        const shown = await filled?.catch(() => undefined)
        // what the user saw (gas, fees), with a fresh nonce unless the app chose one
        const ready = shown
          ? {
              ...shown,
              nonce:
                call.nonce ?? (await getTransactionCount(client, { address: from, blockTag: 'pending' })),
            }
          : await fillTransaction(client, network, from, call)
        return await signAndSend(ctx, client, ready)
      } catch (e) {
        throw toRpcError(e)
      }
    },
  }
}
