/**
 * eth_sendTransaction ([tx]) and wallet_sendCalls (EIP-5792 v2): validated, described (to, value,
 * ERC-20 transfer / approve, network fee, simulation), then
 * - from an EOA: filled by viem (nonce, gas, fees), signed with the derived key and sent with
 *   eth_sendRawTransaction through the network's own RPC; a batch call by call;
 * - from a smart account: one user operation through the network's bundler, a batch
 *   in one operation (atomic). eth_sendTransaction answers the hash of the transaction that
 *   included it, so an app waits for its receipt as for any other.
 */
import { type Address, bytesToHex, formatEther, type Hex, type TransactionSerializable, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  call as callAction,
  getTransactionCount,
  prepareTransactionRequest,
  waitForTransactionReceipt,
} from 'viem/actions'
import { z } from 'zod/mini'
import type { FrameNetwork } from '../frameConfig.js'
import { FrameRequestError, invalidParams } from '../frameError.js'
import { TEXTS } from '../texts.js'
import type { DetailItem } from './approvalDetails.js'
import { describeErc20 } from './describeErc20.js'
import { type Eip155Client, nodeError, toRpcError } from './eip155Client.js'
import { parseParams, sendCallsSchema, transactionSchema } from './eip155Params.js'
import type { ActiveAccount, RpcContext, UnsafeRequest } from './rpcContext.js'
import { isSmartNetwork, type SmartCall, type SmartNetwork } from './smart/createSmartAccounts.js'

interface CallInput {
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
}

const big = (v: string | undefined) => (v === undefined ? undefined : BigInt(v))
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const RECEIPT_TIMEOUT = 120_000

/** viem fills what the request left out (nonce 'pending', gas estimate, EIP-1559 or legacy fees) */
export async function fillTransaction(
  client: Eip155Client,
  network: FrameNetwork,
  from: Address,
  call: CallInput,
): Promise<TransactionSerializable> {
  const request = Object.fromEntries(Object.entries(call).filter(([, v]) => v !== undefined))
  const prepared = (await prepareTransactionRequest(client, {
    account: from,
    chain: client.chain,
    ...request,
  } as unknown as Parameters<typeof prepareTransactionRequest>[1])) as unknown as CallInput & {
    type?: string
    gas: bigint
    nonce: number
  }
  const base = {
    chainId: network.chainId ?? 1,
    to: prepared.to,
    value: prepared.value,
    data: prepared.data,
    gas: prepared.gas,
    nonce: prepared.nonce,
  }
  return prepared.maxFeePerGas !== undefined && prepared.gasPrice === undefined
    ? {
        ...base,
        type: 'eip1559',
        maxFeePerGas: prepared.maxFeePerGas,
        maxPriorityFeePerGas: prepared.maxPriorityFeePerGas,
      }
    : { ...base, type: 'legacy', gasPrice: prepared.gasPrice }
}

async function signAndSend(ctx: RpcContext, client: Eip155Client, tx: TransactionSerializable): Promise<Hex> {
  const raw = await ctx.withKeys((keys) => privateKeyToAccount(bytesToHex(keys.eip155)).signTransaction(tx))
  return client.request({ method: 'eth_sendRawTransaction', params: [raw] })
}

async function simulate(client: Eip155Client, from: Address, call: CallInput): Promise<DetailItem> {
  try {
    await callAction(client, { account: from, to: call.to, data: call.data, value: call.value })
    return { kind: 'note', tone: 'ok', text: TEXTS.approve.simulationOk }
  } catch (e) {
    const { reason } = nodeError(e)
    return { kind: 'note', tone: 'danger', text: TEXTS.approve.simulationFailed(reason.slice(0, 300)) }
  }
}

/** to, value, the decoded token call (or the data's size) */
async function describeCall(client: Eip155Client, call: CallInput): Promise<DetailItem[]> {
  const items: DetailItem[] = [
    {
      kind: 'row',
      label: TEXTS.approve.to,
      value: call.to ?? TEXTS.approve.deployment,
      mono: Boolean(call.to),
    },
    { kind: 'row', label: TEXTS.approve.value, value: `${formatEther(call.value ?? 0n)} ETH` },
  ]
  const token = await describeErc20(client, call.to, call.data).catch(() => null)
  if (token) items.push(token)
  else if (call.data && call.data.length > 2)
    items.push({
      kind: 'row',
      label: TEXTS.approve.data,
      value: `${call.data.slice(0, 10)}… (${TEXTS.approve.bytes((call.data.length - 2) / 2)})`,
      mono: true,
    })
  return items
}

const feeOf = (tx: TransactionSerializable) =>
  (tx.gas ?? 0n) *
  ((tx as { maxFeePerGas?: bigint }).maxFeePerGas ?? (tx as { gasPrice?: bigint }).gasPrice ?? 0n)

/** the account is a smart account here: its calls go as one user operation */
const smartNetworkOf = (network: FrameNetwork, account: ActiveAccount): SmartNetwork | null =>
  account.eip155Type === 'smartAccount' && isSmartNetwork(network) ? network : null

const toSmartCalls = (calls: CallInput[]): SmartCall[] =>
  calls.map((c) => ({
    to: c.to ?? '0x0000000000000000000000000000000000000000',
    ...(c.value !== undefined ? { value: c.value } : {}),
    ...(c.data !== undefined ? { data: c.data } : {}),
  }))

/** the approval screen's fee row and the account type note of a user operation */
async function describeOperation(ctx: RpcContext, network: SmartNetwork, owner: Address, calls: CallInput[]) {
  const cost = await ctx.smart.maxCost(network, owner, toSmartCalls(calls)).catch(() => null)
  const items: DetailItem[] = [
    {
      kind: 'row',
      label: TEXTS.approve.fee,
      value: cost === null ? TEXTS.approve.feeWithDelegation : `${formatEther(cost)} ETH`,
    },
    { kind: 'note', tone: 'muted', text: TEXTS.approve.smartAccount(calls.length) },
  ]
  return items
}

/** one user operation with the calls; its receipt's transaction hash, or the revert as an error */
async function sendOperation(ctx: RpcContext, network: SmartNetwork, calls: CallInput[]) {
  try {
    const hash = await ctx.smart.send(network, toSmartCalls(calls))
    return { hash, receipt: await ctx.smart.wait(network, hash) }
  } catch (e) {
    throw toRpcError(e)
  }
}

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

/** EIP-5792 errors */
const eip5792 = (rpcCode: number, message: string) => new FrameRequestError('RPC_ERROR', message, { rpcCode })

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
