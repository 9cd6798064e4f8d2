/** The swap source of each configured chain that has one (`swap` in its config). */
import type { Hex } from 'viem'
import type { ChainClients } from '../chain/chainClients.js'
import { createUniswapV2Provider } from './createUniswapV2Provider.js'
import { NATIVE_TOKEN, type SwapRouteProvider } from './SwapRouteProvider.js'

export function swapProviders(chains: ChainClients): Map<number, SwapRouteProvider> {
  const out = new Map<number, SwapRouteProvider>()
  for (const { config, client } of chains.all()) {
    if (!config.swap) continue
    out.set(
      config.chainId,
      createUniswapV2Provider({
        client,
        router: config.swap.uniswapV2Router as Hex,
        weth: config.swap.weth as Hex,
        tokens: [
          { address: NATIVE_TOKEN as Hex, ...config.nativeCurrency },
          ...config.tokens.map((t) => ({
            address: t.address as Hex,
            name: t.name,
            symbol: t.symbol,
            decimals: t.decimals,
            ...(t.iconUrl ? { iconUrl: t.iconUrl } : {}),
          })),
        ],
      }),
    )
  }
  return out
}
