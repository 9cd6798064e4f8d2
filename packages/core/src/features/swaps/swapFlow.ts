/**
 * The Swap screen's flow (SPEC §2 swaps), plain functions over the instance like wagmi's actions:
 * the tokens the API's swap source offers on the active network (SPEC §8 'Network not supported
 * for Swaps' when it has none) with the account's balances from the chain; a live quote for the
 * typed amount (asked again when older than SWAP_QUOTE_TTL_MS); then the steps the server built
 * (an approval of exactly the amount when the allowance is short, then the swap with
 * `amountOutMin` from the slippage and a deadline), each simulated on the chain before the wallet
 * opens and sent with that gas. A swap the chain refuses because the price moved beyond the
 * slippage (in the simulation, or mined as a revert) is "the price moved, nothing was swapped",
 * and a new quote is offered. The result refreshes balances and shows in Activity at once.
 */

import { isPorticoError } from '../../errors/PorticoError.js'
import { isUserRejection } from '../../errors/rpcErrors.js'
import { featureContextOf } from '../../portico/featureContextOf.js'
import type { Portico } from '../../portico/Portico.js'
import { recordSentTransaction, settleSentTransaction } from '../../transactions/sentTransactions.js'
import { explorerTxUrl } from '../../utils/explorerUrl.js'
import { formatAmount, parseAmount } from '../../utils/units.js'
import { activeAccount } from '../activeAccount.js'
import { swapApi } from './swapApi.js'
import { type SwapProblem, type SwapState, type SwapToken, swapsState } from './swapsState.js'

/** a quote older than this is asked again before the swap (and the screen refreshes it) */
export const SWAP_QUOTE_TTL_MS = 20_000
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export const swapStateOf = swapsState.stateOf
const { patch } = swapsState

const isNative = (id: string) => id.toLowerCase().endsWith(`:${NATIVE}`)
const addressOf = (id: string) => id.split(':')[2] ?? ''
export const swapTokenOf = (s: SwapState, id: string | undefined): SwapToken | undefined =>
  id ? s.tokens.find((t) => t.id === id) : undefined

/** the amount typed, in base units of its side's token (undefined when not a positive number) */
export function swapAmountOf(s: SwapState): bigint | undefined {
  const token = swapTokenOf(s, s.exact === 'out' ? s.to : s.from)
  if (!token || !s.amount.trim()) return undefined
  try {
    const v = parseAmount(s.amount.trim(), token.decimals)
    return v > 0n ? v : undefined
  } catch {
    return undefined
  }
}

async function balanceOf(
  a: NonNullable<ReturnType<typeof activeAccount>>,
  token: SwapToken,
): Promise<bigint | undefined> {
  try {
    if (isNative(token.id))
      return (await a.adapter.getBalance({ address: a.address, network: a.network })).value
    return (
      await a.adapter.getTokenBalance?.({
        address: a.address,
        token: addressOf(token.id),
        network: a.network,
      })
    )?.value
  } catch {
    return undefined
  }
}

/**
 * Loads the tokens of the active network with the account's balances; a change of account or
 * network starts over. The first two tokens are preselected (the native coin first).
 */
export async function loadSwapTokens(portico: Portico): Promise<void> {
  const a = activeAccount(portico)
  if (!a) return
  const current = swapStateOf(portico)
  const fresh = current.caipNetworkId !== a.network.caipNetworkId || current.owner !== a.address
  if (fresh) swapsState.reset(portico, { caipNetworkId: a.network.caipNetworkId, owner: a.address })
  patch(portico, { tokensLoading: true })
  const here = () =>
    swapStateOf(portico).caipNetworkId === a.network.caipNetworkId && swapStateOf(portico).owner === a.address
  let listed: SwapToken[]
  try {
    const api = swapApi(await portico.getApi())
    listed = (await api.tokens(a.network.caipNetworkId)).map((t) => ({
      id: t.address,
      name: t.name,
      symbol: t.symbol,
      decimals: t.decimals,
      ...(t.logoUri ? { logoUri: t.logoUri } : {}),
    }))
  } catch (e) {
    if (!here()) return
    const status = isPorticoError(e, 'HTTP_STATUS') ? (e.details as { status?: number }).status : undefined
    patch(portico, { tokensLoading: false, problem: { key: status === 400 ? 'unsupported' : 'unavailable' } })
    return
  }
  // tokens of another chain are not offered (an API may answer with more)
  listed = listed.filter((t) => t.id.startsWith(`${a.network.caipNetworkId}:`))
  const balances = await Promise.all(listed.map((t) => balanceOf(a, t)))
  if (!here()) return
  const tokens = listed.map((t, i) => (balances[i] === undefined ? t : { ...t, balance: balances[i] }))
  const s = swapStateOf(portico)
  const keep = (id: string | undefined) => (id && tokens.some((t) => t.id === id) ? id : undefined)
  const from = keep(s.from) ?? tokens.find((t) => isNative(t.id))?.id ?? tokens[0]?.id
  const to = keep(s.to) ?? tokens.find((t) => t.id !== from)?.id
  patch(portico, {
    tokens,
    tokensLoading: false,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(s.problem?.key === 'unsupported' || s.problem?.key === 'unavailable' ? { problem: undefined } : {}),
  })
}

/** picks a token for one side; picking the other side's token swaps the two */
export function setSwapToken(portico: Portico, side: 'from' | 'to', id: string) {
  const s = swapStateOf(portico)
  if (!swapTokenOf(s, id)) return
  const other = side === 'from' ? s.to : s.from
  const next =
    other === id ? { from: side === 'from' ? id : s.to, to: side === 'to' ? id : s.from } : { [side]: id }
  patch(portico, { ...next, quote: undefined, problem: undefined })
}

export function flipSwap(portico: Portico) {
  const s = swapStateOf(portico)
  patch(portico, {
    ...(s.to ? { from: s.to } : {}),
    ...(s.from ? { to: s.from } : {}),
    amount: '',
    quote: undefined,
    problem: undefined,
  })
}

/** the amount to pay (`side` 'in', the default) or to receive ('out': an exact output) */
export function setSwapAmount(portico: Portico, value: string, side: 'in' | 'out' = 'in') {
  // digits and one decimal separator; anything else is not taken
  const v = value.replace(',', '.')
  if (v !== '' && !/^\d{0,30}(\.\d{0,36})?$/.test(v)) return
  patch(portico, { amount: v, exact: side, quote: undefined, problem: undefined })
}

export function setSwapMax(portico: Portico) {
  const s = swapStateOf(portico)
  const token = swapTokenOf(s, s.from)
  if (token?.balance === undefined) return
  // the native coin keeps some for the network fee (a swap's gas, generously)
  const reserve = isNative(token.id) ? 10n ** BigInt(Math.max(0, token.decimals - 3)) : 0n
  const max = token.balance > reserve ? token.balance - reserve : 0n
  setSwapAmount(portico, formatAmount(max, token.decimals))
}

/** SPEC §9 slippage tolerance (percent), kept within 0.05 and 50 */
export function setSwapSlippage(portico: Portico, value: number) {
  if (!Number.isFinite(value)) return
  patch(portico, { slippage: Math.min(50, Math.max(0.05, Math.round(value * 100) / 100)), quote: undefined })
}

/** whether the quote shown is for what is typed now and recent enough */
export function isQuoteFresh(s: SwapState, now = Date.now()): boolean {
  const amount = swapAmountOf(s)
  const q = s.quote
  return (
    !!q &&
    q.from === s.from &&
    q.to === s.to &&
    q.exact === s.exact &&
    (s.exact === 'out' ? q.toAmount : q.fromAmount) === amount &&
    now - q.at < SWAP_QUOTE_TTL_MS
  )
}

/**
 * Asks for a quote for what is typed; an answer for something typed meanwhile is dropped. A
 * balance that does not cover the amount is SWAPS 'insufficient' (still quoted).
 */
export async function fetchSwapQuote(portico: Portico): Promise<void> {
  const a = activeAccount(portico)
  const s = swapStateOf(portico)
  const amount = swapAmountOf(s)
  const from = swapTokenOf(s, s.from)
  if (!a || !amount || !from || !s.to) return
  const asked = { from: from.id, to: s.to, amount, exact: s.exact }
  patch(portico, { quoting: true })
  const still = () => {
    const n = swapStateOf(portico)
    return n.from === asked.from && n.to === asked.to && n.exact === asked.exact && swapAmountOf(n) === amount
  }
  let problem: SwapProblem | undefined
  try {
    const q = await swapApi(await portico.getApi()).quote({ ...asked, userAddress: a.address })
    if (!still()) return
    const fixed = q && (asked.exact === 'out' ? BigInt(q.toAmount) : BigInt(q.fromAmount))
    if (!q || fixed !== amount) problem = { key: 'noRoute' }
    else {
      const fromAmount = BigInt(q.fromAmount)
      patch(portico, {
        quote: {
          from: asked.from,
          to: asked.to,
          exact: asked.exact,
          fromAmount,
          toAmount: BigInt(q.toAmount),
          priceImpact: q.priceImpact ?? 0,
          at: Date.now(),
          // the fee to expect; replaced by the simulated one before the wallet opens
          ...(q.estimatedGas && q.gasPrice ? { fee: BigInt(q.estimatedGas) * BigInt(q.gasPrice) } : {}),
        },
      })
      if (from.balance !== undefined && from.balance < fromAmount) problem = { key: 'insufficient' }
    }
  } catch (e) {
    if (!still()) return
    const status = isPorticoError(e, 'HTTP_STATUS') ? (e.details as { status?: number }).status : undefined
    problem = { key: status === 404 ? 'noRoute' : status === 400 ? 'unsupported' : 'unavailable' }
  }
  patch(portico, { quoting: false, problem })
}

/** the chain refused the swap because the pool gives less than amountOutMin now (or too late) */
function priceMoved(e: unknown): boolean {
  if (!isPorticoError(e, 'TRANSACTION_FAILED')) return false
  const reason = String((e.details as { reason?: unknown } | undefined)?.reason ?? '')
  return /INSUFFICIENT_OUTPUT_AMOUNT|EXPIRED|reverted/i.test(reason)
}

function problemOf(e: unknown, step: 'approve' | 'swap'): SwapProblem {
  if (isUserRejection(e)) return { key: 'declined' }
  if (step === 'swap' && priceMoved(e)) return { key: 'priceMoved' }
  if (isPorticoError(e, 'INSUFFICIENT_FUNDS')) return { key: 'insufficient' }
  const reason = isPorticoError(e) ? (e.details as { reason?: unknown } | undefined)?.reason : undefined
  return { key: 'failed', ...(typeof reason === 'string' && reason ? { reason: reason.slice(0, 200) } : {}) }
}

/**
 * Runs the swap for what is typed: builds the steps, then for each one simulates it, has the
 * wallet send it and waits for the chain. Resolves true when swapped (the success screen shows).
 */
export async function executeSwap(portico: Portico): Promise<boolean> {
  const a = activeAccount(portico)
  const s = swapStateOf(portico)
  const amount = swapAmountOf(s)
  const from = swapTokenOf(s, s.from)
  const to = swapTokenOf(s, s.to)
  if (!a || !amount || !from || !to || s.progress || !a.adapter.prepareCall || !a.adapter.sendCall)
    return false
  const { toasts } = featureContextOf(portico)
  patch(portico, { problem: undefined, progress: { step: 'swap', index: 0, total: 1, phase: 'checking' } })
  const fail = (problem: SwapProblem) => {
    patch(portico, {
      progress: undefined,
      problem,
      ...(problem.key === 'priceMoved' ? { quote: undefined } : {}),
    })
    if (problem.key === 'declined') toasts.show({ key: 'SIGNATURE_DECLINED' }, 'error')
    return false
  }
  let build: Awaited<ReturnType<ReturnType<typeof swapApi>['build']>>
  try {
    build = await swapApi(await portico.getApi()).build({
      from: from.id,
      to: to.id,
      amount,
      exact: s.exact,
      userAddress: a.address,
      slippage: s.slippage,
    })
  } catch (e) {
    const status = isPorticoError(e, 'HTTP_STATUS') ? (e.details as { status?: number }).status : undefined
    return fail({ key: status === 404 ? 'noRoute' : status === 400 ? 'unsupported' : 'unavailable' })
  }
  // what is paid: the amount typed, or for an exact output the quoted input (at most amountInMax)
  const paid = BigInt(build.quote.fromAmount)
  const before = await balanceOf(a, to)
  const total = build.steps.length
  let last: { id: string; explorerUrl?: string } | undefined
  for (const [index, step] of build.steps.entries()) {
    patch(portico, { progress: { step: step.type, index, total, phase: 'checking' } })
    const call = {
      from: a.address,
      to: step.tx.to,
      data: step.tx.data,
      value: BigInt(step.tx.value),
      network: a.network,
    }
    let gas: bigint
    try {
      const prepared = await a.adapter.prepareCall(call)
      gas = (prepared.gas * 12n) / 10n
      if (step.type === 'swap') {
        const q = swapStateOf(portico).quote
        if (q) patch(portico, { quote: { ...q, fee: prepared.fee } })
      }
    } catch (e) {
      return fail(problemOf(e, step.type))
    }
    patch(portico, { progress: { step: step.type, index, total, phase: 'wallet' } })
    let submitted: string | undefined
    try {
      const result = await a.adapter.sendCall({
        ...call,
        gas,
        onSubmitted: (id) => {
          submitted = id
          patch(portico, { progress: { step: step.type, index, total, phase: 'confirming' } })
          if (step.type !== 'swap') return
          const explorerUrl = explorerTxUrl(a.network, id)
          recordSentTransaction(portico, {
            id,
            caipNetworkId: a.network.caipNetworkId,
            from: a.address,
            to: call.to,
            amount: formatAmount(paid, from.decimals),
            symbol: from.symbol,
            submittedAt: Date.now(),
            ...(explorerUrl ? { explorerUrl } : {}),
          })
        },
      })
      last = result
      if (step.type === 'swap') settleSentTransaction(portico, result.id, 'confirmed')
    } catch (e) {
      if (submitted && step.type === 'swap' && !isPorticoError(e, 'TRANSACTION_TIMEOUT'))
        settleSentTransaction(portico, submitted, 'failed')
      return fail(problemOf(e, step.type))
    }
  }
  const after = await balanceOf(a, to)
  // what arrived: the balance change for a token; for the native coin (which also paid the fees)
  // the amount the swap was quoted
  const received =
    !isNative(to.id) && before !== undefined && after !== undefined && after >= before
      ? after - before
      : BigInt(build.quote.toAmount)
  patch(portico, {
    progress: undefined,
    amount: '',
    quote: undefined,
    result: {
      id: last?.id ?? '',
      ...(last?.explorerUrl ? { explorerUrl: last.explorerUrl } : {}),
      fromAmount: formatAmount(paid, from.decimals),
      fromSymbol: from.symbol,
      toAmount: formatAmount(received, to.decimals),
      toSymbol: to.symbol,
    },
  })
  void portico.fetchBalance({ force: true })
  if (portico.getState().router.view === 'Swap') portico.router.push('SwapSuccess')
  void loadSwapTokens(portico)
  return true
}

/** leaves the success screen for a new swap */
export function resetSwapResult(portico: Portico) {
  patch(portico, { result: undefined, problem: undefined })
}
