import type { Portico } from '../../portico/Portico.js'
import { formatAmount, parseAmount } from '../../utils/units.js'
import { sendFormProblem, sendStateOf } from './sendFlow.js'
import type { SendProblem, SendToken } from './sendState.js'

export interface SendTokenView {
  /** the contract / mint address, or 'native' */
  key: string
  name: string
  symbol: string
  /** the balance as a decimal string (exact) */
  balance: string
  iconUrl?: string
  /** the balance's USD value, when priced */
  usd?: number
}

/** What the Send screens show, derived from the send state (numbers formatted exactly). */
export interface SendViewModel {
  tokens: SendTokenView[]
  tokensLoading: boolean
  token?: SendTokenView
  amount: string
  /** the amount's USD value, when the token is priced and the amount parses */
  amountUsd?: number
  receiverInput: string
  receiverAddress: string
  receiverName?: string
  /** untrusted (the name's avatar): shown only through a safe <img> */
  receiverImage?: string
  /** a SPEC §5 problem of the form as typed (live), or why the last step failed */
  problem?: SendProblem
  loading: boolean
  signing: boolean
  declined: boolean
  network?: { name: string; imageUrl?: string }
  preview?: { amount: string; symbol: string; to: string; toName?: string; fee: string; feeSymbol: string }
  result?: { id: string; explorerUrl?: string; amount: string; symbol: string; to: string }
}

const keyOf = (t: SendToken) => t.address ?? 'native'

function tokenView(t: SendToken): SendTokenView {
  const balance = formatAmount(t.balance, t.decimals)
  return {
    key: keyOf(t),
    name: t.name,
    symbol: t.symbol,
    balance,
    ...(t.iconUrl ? { iconUrl: t.iconUrl } : {}),
    ...(t.price ? { usd: Number(balance) * t.price } : {}),
  }
}

export function selectSendView(portico: Portico): SendViewModel {
  const s = sendStateOf(portico)
  const network = portico.getActiveNetwork()
  const token = s.token ? tokenView(s.token) : undefined
  let amountUsd: number | undefined
  if (s.token?.price && s.sendTokenAmount.trim()) {
    try {
      amountUsd =
        Number(formatAmount(parseAmount(s.sendTokenAmount, s.token.decimals), s.token.decimals)) *
        s.token.price
    } catch {
      amountUsd = undefined
    }
  }
  const live = sendFormProblem(portico)
  const problem = s.problem ?? (live ? { code: live } : undefined)
  return {
    tokens: s.tokenBalances.map(tokenView),
    tokensLoading: s.tokensLoading,
    ...(token ? { token } : {}),
    amount: s.sendTokenAmount,
    ...(amountUsd !== undefined ? { amountUsd } : {}),
    receiverInput: s.receiverInput,
    receiverAddress: s.receiverAddress,
    ...(s.receiverProfileName ? { receiverName: s.receiverProfileName } : {}),
    ...(s.receiverProfileImageUrl ? { receiverImage: s.receiverProfileImageUrl } : {}),
    ...(problem ? { problem } : {}),
    loading: s.loading,
    signing: s.signing,
    declined: s.declined,
    ...(network
      ? {
          network: {
            name: network.name,
            ...(network.assets?.imageUrl ? { imageUrl: network.assets.imageUrl } : {}),
          },
        }
      : {}),
    ...(s.preview && s.token && network
      ? {
          preview: {
            amount: s.sendTokenAmount.trim(),
            symbol: s.token.symbol,
            to: s.receiverAddress,
            ...(s.receiverProfileName ? { toName: s.receiverProfileName } : {}),
            fee: formatAmount(s.preview.fee, network.nativeCurrency.decimals),
            feeSymbol: network.nativeCurrency.symbol,
          },
        }
      : {}),
    ...(s.result ? { result: s.result } : {}),
  }
}
