/**
 * The three approval-gated actions: personal_sign, eth_signTypedData_v4, eth_sendTransaction.
 * Signing is done by a viem local account; sending fills nonce, gas and fees from the chain's
 * node (viem `sendTransaction` with a local account = prepare, sign, eth_sendRawTransaction).
 */
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  formatEther,
  type Hex,
  hexToBigInt,
  hexToString,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem'
import type { ApprovalKind } from './createApprovalQueue.js'
import { invalidParams, toProviderRpcError, unauthorized } from './ProviderRpcError.js'

export interface LabWalletChain {
  chainId: number
  rpcUrl: string
  name: string
}

export interface WalletActionContext {
  account: LocalAccount
  chain(): LabWalletChain
  /** Resolves when approved, throws 4001 when rejected. */
  approve(kind: ApprovalKind, summary: string, details?: string): Promise<void>
}

export async function personalSign(ctx: WalletActionContext, params: unknown): Promise<Hex> {
  const [message, address] = paramsArray(params, 2)
  if (typeof message !== 'string') throw invalidParams('personal_sign expects [message, address]')
  assertOwnAddress(ctx, address)
  const text = isHex(message) ? readableText(message) : message
  await ctx.approve(
    'sign',
    `Sign a message with ${shortAddress(ctx.account.address)}`,
    text ?? `(binary data) ${message}`,
  )
  return ctx.account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

export async function signTypedDataV4(ctx: WalletActionContext, params: unknown): Promise<Hex> {
  const [address, payload] = paramsArray(params, 2)
  assertOwnAddress(ctx, address)
  const typedData = parseTypedData(payload)
  const domainName = typeof typedData.domain?.name === 'string' ? ` for ${typedData.domain.name}` : ''
  await ctx.approve(
    'signTypedData',
    `Sign ${String(typedData.primaryType)}${domainName}`,
    JSON.stringify({ domain: typedData.domain, message: typedData.message }, jsonBigInt, 2),
  )
  try {
    return await ctx.account.signTypedData(typedData)
  } catch (error) {
    throw invalidParams(`typed data could not be signed: ${toProviderRpcError(error).message}`)
  }
}

export async function sendTransaction(ctx: WalletActionContext, params: unknown): Promise<Hex> {
  const [tx] = paramsArray(params, 1)
  if (typeof tx !== 'object' || tx === null) throw invalidParams('eth_sendTransaction expects [transaction]')
  const fields = tx as Record<string, unknown>
  if (fields.from !== undefined) assertOwnAddress(ctx, fields.from)
  const to = fields.to ?? undefined
  if (to !== undefined && (typeof to !== 'string' || !isAddress(to)))
    throw invalidParams('`to` is not an address')
  const data = fields.data ?? fields.input
  if (data !== undefined && (typeof data !== 'string' || !isHex(data)))
    throw invalidParams('`data` is not hex')
  const value = quantity(fields.value, 'value')
  const chain = ctx.chain()
  const txChainId = quantity(fields.chainId, 'chainId')
  if (txChainId !== undefined && txChainId !== BigInt(chain.chainId)) {
    throw invalidParams(`transaction chainId ${txChainId} does not match the wallet's chain ${chain.chainId}`)
  }
  await ctx.approve(
    'sendTransaction',
    `Send ${formatEther(value ?? 0n)} ETH ${to ? `to ${shortAddress(to)}` : 'to deploy a contract'} on ${chain.name}`,
    [
      `From: ${ctx.account.address}`,
      `To: ${to ?? '(new contract)'}`,
      `Value: ${formatEther(value ?? 0n)} ETH (${value ?? 0n} wei)`,
      `Network: ${chain.name} (chain id ${chain.chainId})`,
      ...(data && data !== '0x' ? [`Data: ${data}`] : []),
    ].join('\n'),
  )
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const client = createWalletClient({
    account: ctx.account,
    chain: viemChain,
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
  const nonce = quantity(fields.nonce, 'nonce')
  const request = {
    to: to as Hex | undefined,
    data: data as Hex | undefined,
    value,
    gas: quantity(fields.gas, 'gas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
    gasPrice: quantity(fields.gasPrice, 'gasPrice'),
    maxFeePerGas: quantity(fields.maxFeePerGas, 'maxFeePerGas'),
    maxPriorityFeePerGas: quantity(fields.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
  }
  if (request.gas !== undefined) {
    // the site gave the gas: the transaction goes out as it is, also one that will revert (a real
    // wallet warns, then sends); with fees and nonce filled here viem does not simulate it again
    const node = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl, { retryCount: 0 }) })
    if (request.gasPrice === undefined && request.maxFeePerGas === undefined) {
      const fees = await node.estimateFeesPerGas()
      request.maxFeePerGas = fees.maxFeePerGas
      request.maxPriorityFeePerGas = fees.maxPriorityFeePerGas
    }
    request.nonce ??= await node.getTransactionCount({ address: ctx.account.address, blockTag: 'pending' })
    Object.assign(request, { chainId: chain.chainId })
  }
  try {
    return await client.sendTransaction(request as Parameters<typeof client.sendTransaction>[0])
  } catch (error) {
    throw toProviderRpcError(error)
  }
}

function paramsArray(params: unknown, min: number): unknown[] {
  if (!Array.isArray(params) || params.length < min) throw invalidParams(`expected at least ${min} params`)
  return params
}

function assertOwnAddress(ctx: WalletActionContext, address: unknown): void {
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
    throw invalidParams('expected an address')
  }
  if (!isAddressEqual(address, ctx.account.address)) throw unauthorized()
}

function quantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value)) throw invalidParams(`\`${field}\` must be a hex quantity`)
  return hexToBigInt(value)
}

function parseTypedData(payload: unknown): TypedDataDefinition {
  let value = payload
  if (typeof payload === 'string') {
    try {
      value = JSON.parse(payload)
    } catch {
      throw invalidParams('typed data is not valid JSON')
    }
  }
  if (typeof value !== 'object' || value === null) throw invalidParams('typed data must be an object')
  const { types, primaryType, domain, message } = value as Record<string, unknown>
  if (typeof types !== 'object' || types === null) throw invalidParams('typed data needs `types`')
  if (typeof primaryType !== 'string') throw invalidParams('typed data needs `primaryType`')
  if (domain !== undefined && (typeof domain !== 'object' || domain === null)) {
    throw invalidParams('typed data `domain` must be an object')
  }
  if (typeof message !== 'object' || message === null) throw invalidParams('typed data needs `message`')
  return { types, primaryType, domain, message } as TypedDataDefinition
}

/** Shows a hex message as text when it is printable UTF-8, so the approver can read it. */
function readableText(hex: Hex): string | undefined {
  try {
    const text = hexToString(hex)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: we are looking for control characters
    return /[\u0000-\u0008\u000e-\u001f\ufffd]/.test(text) ? undefined : text
  } catch {
    return undefined
  }
}

function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}

function jsonBigInt(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value
}
