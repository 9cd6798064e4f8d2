/**
 * Transfers on eip155 (capability `send`), a lazy chunk loaded when the Send screen needs it.
 * SPEC §4: a token with an address is a contract call named `transfer`; without an address it
 * is a native transfer with empty data. `prepareSend` simulates on the node (eth_estimateGas /
 * eth_call) and prices the gas, so a transfer that would revert says why before the wallet
 * opens; `send` has the wallet sign and send, then waits for the receipt.
 */
import {
  type ContractCall,
  explorerTxUrl,
  type PreparedCall,
  type PreparedTransfer,
  porticoError,
  type SendResult,
  type TransferParams,
} from '@portico/core'
import {
  type Config,
  estimateFeesPerGas,
  estimateGas,
  getBalance,
  getConnection,
  sendTransaction,
  waitForTransactionReceipt,
  writeContract,
} from '@wagmi/core'
import { type Address, encodeFunctionData, erc20Abi, isAddress } from 'viem'
import { toChainId } from './toChainId.js'
import { toPorticoError } from './toPorticoError.js'

/** SPEC §5: the recipient must be an address; mixed case must carry a valid EIP-55 checksum */
export function isEvmAddress(address: string): boolean {
  return isAddress(address, { strict: true })
}

const RECEIPT_TIMEOUT_MS = 120_000

function target(params: TransferParams) {
  if (!isEvmAddress(params.to)) throw porticoError('INVALID_ADDRESS', { details: { to: params.to } })
  if (params.amount <= 0n)
    throw porticoError('INVALID_AMOUNT', { details: { amount: String(params.amount) } })
  const to = params.to as Address
  const token = params.token?.address
  if (token !== undefined && !isEvmAddress(token))
    throw porticoError('TOKEN_REQUIRED', { details: { token } })
  // SPEC §4: a token is a call to `transfer`; the native currency moves with empty data
  return token
    ? {
        to: token as Address,
        value: 0n,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, params.amount] }),
      }
    : { to, value: params.amount, data: undefined }
}

type ViemError = { name?: unknown; shortMessage?: unknown; reason?: unknown; cause?: unknown }

/**
 * the first error of the cause chain named `name` (viem's error classes, matched by name so this
 * chunk does not import viem's error modules)
 */
function find(e: unknown, name: string): ViemError | undefined {
  let cur = e as ViemError | undefined
  for (let i = 0; i < 10 && cur && typeof cur === 'object'; i++) {
    if (cur.name === name) return cur
    cur = cur.cause as ViemError | undefined
  }
  return undefined
}

/** why the node refused: the revert reason when there is one, else viem's short message */
function refusal(e: unknown) {
  if (find(e, 'InsufficientFundsError')) return porticoError('INSUFFICIENT_FUNDS', { cause: e })
  const reverted = find(e, 'ContractFunctionRevertedError') ?? find(e, 'ExecutionRevertedError')
  const text = [reverted?.reason, reverted?.shortMessage, (e as ViemError | undefined)?.shortMessage].find(
    (x): x is string => typeof x === 'string' && x.length > 0,
  )
  if (text) return porticoError('TRANSACTION_FAILED', { cause: e, details: { reason: text.slice(0, 200) } })
  return toPorticoError(e, 'TRANSACTION_FAILED')
}

function requireAccount(c: Config, from: string) {
  const connection = getConnection(c)
  if (connection.status !== 'connected' || connection.address.toLowerCase() !== from.toLowerCase())
    throw porticoError('NOT_CONNECTED', { details: { from } })
}

/** simulates `tx` (eth_estimateGas runs it), prices its gas and checks the balance covers both */
async function simulate(
  c: Config,
  chainId: number,
  account: Address,
  tx: { to: Address; value: bigint; data: `0x${string}` | undefined },
): Promise<PreparedCall> {
  // wagmi's actions (not a viem public client): only the viem actions used land in this chunk
  let gas: bigint
  try {
    gas = await estimateGas(c, { chainId, account, ...tx })
  } catch (e) {
    throw refusal(e)
  }
  let perGas: bigint
  try {
    const fees = await estimateFeesPerGas(c, { chainId })
    perGas = fees.maxFeePerGas ?? fees.gasPrice ?? 0n
  } catch {
    perGas = (await estimateFeesPerGas(c, { chainId, type: 'legacy' })).gasPrice
  }
  const fee = gas * perGas
  const { value: balance } = await getBalance(c, { chainId, address: account })
  if (balance < fee + tx.value)
    throw porticoError('INSUFFICIENT_FUNDS', {
      details: { balance: String(balance), needed: String(fee + tx.value) },
    })
  return { gas, fee }
}

export async function prepareSendAction(c: Config, params: TransferParams): Promise<PreparedTransfer> {
  const { fee } = await simulate(c, toChainId(params.network.id), params.from as Address, target(params))
  return { fee }
}

function callTarget(call: ContractCall) {
  if (!isEvmAddress(call.to) && !isAddress(call.to, { strict: false }))
    throw porticoError('INVALID_ADDRESS', { details: { to: call.to } })
  if (!/^0x([0-9a-fA-F]{2})*$/.test(call.data))
    throw porticoError('WALLET_RESPONSE_INVALID', { details: { data: 'not hex' } })
  return { to: call.to as Address, value: call.value, data: call.data as `0x${string}` }
}

/** capability `swaps`: a contract call simulated and priced before the wallet opens */
export async function prepareCallAction(c: Config, call: ContractCall): Promise<PreparedCall> {
  return simulate(c, toChainId(call.network.id), call.from as Address, callTarget(call))
}

/** capability `swaps`: the wallet sends the call (with the simulated gas); resolves once mined */
export async function sendCallAction(c: Config, call: ContractCall): Promise<SendResult> {
  const chainId = toChainId(call.network.id)
  const tx = callTarget(call)
  requireAccount(c, call.from)
  let hash: `0x${string}`
  try {
    hash = await sendTransaction(c, {
      chainId,
      account: call.from as Address,
      ...tx,
      ...(call.gas ? { gas: call.gas } : {}),
    })
  } catch (e) {
    throw toPorticoError(e, 'TRANSACTION_FAILED')
  }
  call.onSubmitted?.(hash)
  return mined(c, chainId, hash, call.network)
}

async function mined(c: Config, chainId: number, hash: `0x${string}`, network: TransferParams['network']) {
  try {
    await waitForTransactionReceipt(c, { chainId, hash, timeout: RECEIPT_TIMEOUT_MS })
  } catch (e) {
    // wagmi's wait replays a reverted transaction to read why: the replay's own revert
    // (CallExecutionError) or a plain Error with the reason; anything else (the receipt did not
    // come in time, the node could not be asked) leaves the transaction pending
    const name = (e as ViemError | undefined)?.name
    if (name === 'CallExecutionError' || name === 'Error') {
      const reverted = find(e, 'ContractFunctionRevertedError') ?? find(e, 'ExecutionRevertedError')
      const why = [reverted?.reason, (e as { message?: unknown }).message].find(
        (x): x is string => typeof x === 'string' && x.length > 0 && x !== 'unknown reason',
      )
      throw porticoError('TRANSACTION_FAILED', {
        cause: e,
        details: { hash, reason: why ? `reverted: ${why.slice(0, 160)}` : 'reverted' },
      })
    }
    throw porticoError('TRANSACTION_TIMEOUT', { cause: e, details: { hash } })
  }
  const explorerUrl = explorerTxUrl(network, hash)
  return { id: hash, ...(explorerUrl ? { explorerUrl } : {}) }
}

export async function sendAction(c: Config, params: TransferParams): Promise<SendResult> {
  const chainId = toChainId(params.network.id)
  const tx = target(params)
  requireAccount(c, params.from)
  const account = params.from as Address
  let hash: `0x${string}`
  try {
    hash = params.token
      ? await writeContract(c, {
          chainId,
          account,
          address: tx.to,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [params.to as Address, params.amount],
        })
      : await sendTransaction(c, { chainId, account, to: tx.to, value: tx.value })
  } catch (e) {
    throw toPorticoError(e, 'TRANSACTION_FAILED')
  }
  params.onSubmitted?.(hash)
  return mined(c, chainId, hash, params.network)
}
