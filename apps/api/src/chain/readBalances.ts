/**
 * SPEC §7 balance: native + the configured ERC-20 list of a chain, read in one viem multicall.
 * anvil has no Multicall3 deployed, so the multicall is `deployless` (viem runs Multicall3's
 * bytecode in an eth_call without deploying it).
 */
import type { TokenBalance } from '@portico/core'
import { erc20Abi, formatUnits, type PublicClient } from 'viem'
import type { ChainConfig } from '../config/apiConfig.js'

export async function readBalances(
  client: PublicClient,
  chain: ChainConfig,
  address: `0x${string}`,
  prices: Record<string, number>,
): Promise<TokenBalance[]> {
  const [native, results] = await Promise.all([
    client.getBalance({ address }),
    chain.tokens.length === 0
      ? Promise.resolve([])
      : client.multicall({
          deployless: true,
          allowFailure: true,
          contracts: chain.tokens.map((t) => ({
            address: t.address as `0x${string}`,
            abi: erc20Abi,
            functionName: 'balanceOf' as const,
            args: [address] as const,
          })),
        }),
  ])
  const caip2 = `eip155:${chain.chainId}`
  const item = (
    name: string,
    symbol: string,
    decimals: number,
    raw: bigint,
    iconUrl: string,
    tokenAddress?: string,
  ): TokenBalance => {
    const numeric = formatUnits(raw, decimals)
    const price = prices[symbol.toUpperCase()] ?? 0
    return {
      name,
      symbol,
      chainId: caip2,
      ...(tokenAddress ? { address: `${caip2}:${tokenAddress}` } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl,
    }
  }
  const out = [
    item(
      chain.nativeCurrency.name,
      chain.nativeCurrency.symbol,
      chain.nativeCurrency.decimals,
      native,
      `/public/getCurrencyImage/${chain.nativeCurrency.symbol}`,
    ),
  ]
  chain.tokens.forEach((t, i) => {
    const r = results[i]
    if (r?.status !== 'success' || (r.result as bigint) === 0n) return
    out.push(
      item(
        t.name,
        t.symbol,
        t.decimals,
        r.result as bigint,
        t.iconUrl ?? `/public/getTokenImage/${t.symbol}`,
        t.address,
      ),
    )
  })
  return out
}
