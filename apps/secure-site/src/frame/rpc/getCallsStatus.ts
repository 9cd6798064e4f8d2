import { type Hex, toHex } from 'viem'
import { z } from 'zod/mini'
import { TEXTS } from '../texts.js'
import { toRpcError } from './eip155Client.js'
import { parseParams } from './eip155Params.js'
import { eip5792 } from './eip5792Error.js'
import type { RpcContext } from './rpcContext.js'
import { isSmartNetwork, type SmartNetwork } from './smart/createSmartAccounts.js'

/** wallet_getCallsStatus ([id]) → EIP-5792 v2 status with the raw receipts */
export async function getCallsStatus(ctx: RpcContext, params: unknown) {
  const [id] = parseParams(z.tuple([z.string().check(z.maxLength(200))]), params)
  const bundle = ctx.bundles.get(id)
  if (!bundle) throw eip5792(5730, TEXTS.errors.unknownBundle)
  if (bundle.userOperation && isSmartNetwork(bundle.network))
    return operationStatus(ctx, bundle.network, id, bundle.userOperation)
  const client = ctx.eip155Client(bundle.network)
  const receipts = await Promise.all(
    bundle.hashes.map(
      (hash) =>
        client
          .request({ method: 'eth_getTransactionReceipt', params: [hash] })
          .catch(() => null) as Promise<Record<string, unknown> | null>,
    ),
  )
  const done = receipts.filter((r): r is Record<string, unknown> => r !== null)
  const ok = done.filter((r) => r.status === '0x1').length
  const status =
    done.length < bundle.hashes.length
      ? 100
      : ok === bundle.hashes.length && !bundle.failed
        ? 200
        : ok === 0
          ? 500
          : 600
  return {
    version: '2.0.0',
    id,
    chainId: toHex(bundle.network.chainId ?? 0),
    atomic: false,
    status,
    receipts: done.map((r) => ({
      logs: ((r.logs as { address: string; data: string; topics: string[] }[] | undefined) ?? []).map(
        (l) => ({
          address: l.address,
          data: l.data,
          topics: l.topics,
        }),
      ),
      status: r.status,
      blockHash: r.blockHash,
      blockNumber: r.blockNumber,
      gasUsed: r.gasUsed,
      transactionHash: r.transactionHash,
    })),
  }
}

type RawLog = { address: string; data: string; topics: readonly string[] }

/** EIP-5792 v2 status of a smart account's bundle: pending (100), or its one receipt (200 / 500) */
async function operationStatus(ctx: RpcContext, network: SmartNetwork, id: string, hash: Hex) {
  let found: Awaited<ReturnType<RpcContext['smart']['receipt']>>
  try {
    found = await ctx.smart.receipt(network, hash)
  } catch (e) {
    throw toRpcError(e)
  }
  const base = { version: '2.0.0', id, chainId: toHex(network.chainId), atomic: true }
  if (!found) return { ...base, status: 100 }
  const r = found.receipt
  return {
    ...base,
    status: found.success ? 200 : 500,
    receipts: [
      {
        logs: (r.logs as RawLog[]).map((l) => ({ address: l.address, data: l.data, topics: l.topics })),
        status: r.status === 'success' ? '0x1' : '0x0',
        blockHash: r.blockHash,
        blockNumber: toHex(r.blockNumber),
        gasUsed: toHex(r.gasUsed),
        transactionHash: r.transactionHash,
      },
    ],
  }
}
