/**
 * The Swap screen's view model: tokens with balances as exact decimal strings, the quote as
 * display amounts (rate, price impact, minimum received after the slippage, network fee), what
 * the button does, and the step in progress.
 */
import type { Portico } from '../../portico/Portico.js'
import { formatAmount } from '../../utils/units.js'
import { isQuoteFresh, swapAmountOf, swapStateOf, swapTokenOf } from './swapFlow.js'
import type { SwapProblem, SwapProgress, SwapToken } from './swapsState.js'

export interface SwapTokenView {
  id: string
  name: string
  symbol: string
  logoUri?: string
  /** exact decimal string, when read */
  balance?: string
}

export interface SwapViewModel {
  tokens: SwapTokenView[]
  tokensLoading: boolean
  from?: SwapTokenView
  to?: SwapTokenView
  /** the amount to pay: typed, or quoted for an exact output */
  amount: string
  /** the amount to receive: quoted, or typed for an exact output */
  toAmount?: string
  exact: 'in' | 'out'
  /** 1 `from` = rate `to` (decimal string, 6 significant digits at most) */
  rate?: string
  priceImpact?: number
  minimumReceived?: string
  /** an exact output: the most that may be paid (the quote plus the slippage) */
  maximumPaid?: string
  /** native currency, exact decimal string, once simulated */
  networkFee?: string
  nativeSymbol: string
  slippage: number
  quoting: boolean
  /** the quote is for what is typed and recent */
  quoteFresh: boolean
  canSwap: boolean
  problem?: SwapProblem
  progress?: SwapProgress
}

const view = (t: SwapToken): SwapTokenView => ({
  id: t.id,
  name: t.name,
  symbol: t.symbol,
  ...(t.logoUri ? { logoUri: t.logoUri } : {}),
  ...(t.balance !== undefined ? { balance: formatAmount(t.balance, t.decimals) } : {}),
})

/** a ratio as a decimal string with up to 6 significant digits */
function ratio(num: bigint, numDecimals: number, den: bigint, denDecimals: number): string {
  if (den === 0n) return '0'
  const scale = 18
  const v = (num * 10n ** BigInt(denDecimals + scale)) / (den * 10n ** BigInt(numDecimals))
  const s = formatAmount(v, scale)
  const [int = '0', frac = ''] = s.split('.')
  if (int !== '0')
    return int.length >= 6
      ? int
      : `${int}${frac ? `.${frac.slice(0, 6 - int.length)}` : ''}`.replace(/\.?0+$/, '')
  const lead = frac.match(/^0*/)?.[0].length ?? 0
  return `0.${frac.slice(0, lead + 6)}`.replace(/\.?0+$/, '') || '0'
}

export function selectSwapView(
  portico: Pick<Portico, 'getState' | 'getActiveNetwork'>,
  now = Date.now(),
): SwapViewModel {
  const s = swapStateOf(portico)
  const from = swapTokenOf(s, s.from)
  const to = swapTokenOf(s, s.to)
  const q = s.quote
  const fresh = isQuoteFresh(s, now)
  const network = portico.getActiveNetwork(portico.getState().activeNamespace)
  const nativeDecimals = network?.nativeCurrency.decimals ?? 18
  const amount = swapAmountOf(s)
  const quoted =
    q &&
    from &&
    to &&
    q.from === from.id &&
    q.to === to.id &&
    q.exact === s.exact &&
    (s.exact === 'out' ? q.toAmount : q.fromAmount) === amount
      ? q
      : undefined
  const bps = BigInt(Math.round(s.slippage * 100))
  const minOut = quoted && s.exact === 'in' ? (quoted.toAmount * (10_000n - bps)) / 10_000n : undefined
  const maxIn = quoted && s.exact === 'out' ? (quoted.fromAmount * (10_000n + bps)) / 10_000n : undefined
  return {
    tokens: s.tokens.map(view),
    tokensLoading: s.tokensLoading,
    ...(from ? { from: view(from) } : {}),
    ...(to ? { to: view(to) } : {}),
    exact: s.exact,
    amount:
      s.exact === 'in' ? s.amount : quoted && from ? formatAmount(quoted.fromAmount, from.decimals) : '',
    ...(s.exact === 'out' ? { toAmount: s.amount } : {}),
    ...(quoted && to && from
      ? {
          ...(s.exact === 'in' ? { toAmount: formatAmount(quoted.toAmount, to.decimals) } : {}),
          rate: ratio(quoted.toAmount, to.decimals, quoted.fromAmount, from.decimals),
          priceImpact: quoted.priceImpact,
          ...(minOut !== undefined ? { minimumReceived: formatAmount(minOut, to.decimals) } : {}),
          ...(maxIn !== undefined ? { maximumPaid: formatAmount(maxIn, from.decimals) } : {}),
          ...(quoted.fee !== undefined ? { networkFee: formatAmount(quoted.fee, nativeDecimals) } : {}),
        }
      : {}),
    nativeSymbol: network?.nativeCurrency.symbol ?? '',
    slippage: s.slippage,
    quoting: s.quoting,
    quoteFresh: fresh,
    canSwap:
      !!quoted &&
      !s.quoting &&
      !s.progress &&
      (!s.problem || s.problem.key === 'declined' || s.problem.key === 'failed'),
    ...(s.problem ? { problem: s.problem } : {}),
    ...(s.progress ? { progress: s.progress } : {}),
  }
}
