/**
 * ERC-20 `transfer(to, amount)` and `approve(spender, amount)` in a transaction's data, decoded
 * with viem's erc20Abi, the token's symbol and decimals read with eth_call. An approval of
 * maxUint256 (or ≥ 2^255, which no real balance reaches) is an unlimited approval: warned in red.
 */
import { type Address, decodeFunctionData, erc20Abi, formatUnits, type Hex, maxUint256 } from 'viem'
import { readContract } from 'viem/actions'
import { TEXTS } from '../texts.js'
import type { DetailItem } from './approvalDetails.js'
import type { Eip155Client } from './eip155Client.js'

const UNLIMITED_FROM = 2n ** 255n

export const isUnlimited = (amount: bigint) => amount === maxUint256 || amount >= UNLIMITED_FROM

type Erc20Call =
  | { functionName: 'transfer'; args: readonly [Address, bigint] }
  | { functionName: 'approve'; args: readonly [Address, bigint] }

export function decodeErc20(data: Hex | undefined): Erc20Call | null {
  if (!data || data.length < 10) return null
  try {
    const decoded = decodeFunctionData({ abi: erc20Abi, data })
    if (decoded.functionName === 'transfer' || decoded.functionName === 'approve') return decoded as Erc20Call
  } catch {}
  return null
}

async function tokenInfo(client: Eip155Client, token: Address) {
  const [symbol, decimals] = await Promise.allSettled([
    readContract(client, { address: token, abi: erc20Abi, functionName: 'symbol' }),
    readContract(client, { address: token, abi: erc20Abi, functionName: 'decimals' }),
  ])
  return {
    symbol: symbol.status === 'fulfilled' && symbol.value ? symbol.value.slice(0, 20) : undefined,
    decimals: decimals.status === 'fulfilled' && decimals.value <= 77 ? decimals.value : undefined,
  }
}

/** the token part of the approval, or null when the data is not an ERC-20 transfer / approve */
export async function describeErc20(
  client: Eip155Client,
  token: Address | undefined,
  data: Hex | undefined,
): Promise<DetailItem | null> {
  const call = token ? decodeErc20(data) : null
  if (!call || !token) return null
  const { symbol, decimals } = await tokenInfo(client, token)
  const unit = symbol ?? token
  const [counterparty, amount] = call.args
  const amountText =
    decimals === undefined
      ? `${amount} (${TEXTS.approve.token} ${token})`
      : `${formatUnits(amount, decimals)} ${unit}`
  if (call.functionName === 'transfer')
    return {
      kind: 'group',
      label: TEXTS.approve.transfer,
      items: [
        {
          kind: 'row',
          label: TEXTS.approve.token,
          value: symbol ? `${symbol} (${token})` : token,
          mono: !symbol,
        },
        { kind: 'row', label: TEXTS.approve.to, value: counterparty, mono: true },
        { kind: 'row', label: TEXTS.approve.amount, value: amountText },
      ],
    }
  const items: DetailItem[] = [
    {
      kind: 'row',
      label: TEXTS.approve.token,
      value: symbol ? `${symbol} (${token})` : token,
      mono: !symbol,
    },
    { kind: 'row', label: TEXTS.approve.spender, value: counterparty, mono: true },
  ]
  if (isUnlimited(amount))
    items.unshift({ kind: 'warning', text: TEXTS.approve.unlimited(counterparty, unit) })
  else items.push({ kind: 'row', label: TEXTS.approve.amount, value: amountText })
  return { kind: 'group', label: TEXTS.approve.approval, items }
}
