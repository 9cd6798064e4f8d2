/**
 * The built-in swap source: a Uniswap V2 router on the chain (on the devnet, the real protocol
 * deployed from its npm build). Quotes come from the router's own `getAmountsOut` for the direct
 * pair and the route through the wrapped native coin, read with the pools' reserves in one
 * multicall (viem's deployless multicall: one eth_call, no Multicall3 deployment needed). The
 * price impact is measured against the pools' mid price (reserves), fees included.
 */
import { encodeFunctionData, getAddress, type Hex, type PublicClient, parseAbi, zeroAddress } from 'viem'
import { NATIVE_TOKEN, type SwapRouteProvider, type SwapToken } from './SwapRouteProvider.js'

const ROUTER_ABI = parseAbi([
  'function factory() view returns (address)',
  'function getAmountsOut(uint amountIn, address[] path) view returns (uint[] amounts)',
  'function swapExactETHForTokens(uint amountOutMin, address[] path, address to, uint deadline) payable returns (uint[] amounts)',
  'function swapExactTokensForETH(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
  'function swapExactTokensForTokens(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
])
const FACTORY_ABI = parseAbi(['function getPair(address, address) view returns (address)'])
const PAIR_ABI = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
])

const isNative = (a: Hex) => a.toLowerCase() === NATIVE_TOKEN

export function createUniswapV2Provider(opts: {
  client: PublicClient
  router: Hex
  weth: Hex
  /** the chain's native coin and listed ERC-20s: what the swap screen offers */
  tokens: SwapToken[]
}): SwapRouteProvider {
  const { client } = opts
  const router = getAddress(opts.router)
  const weth = getAddress(opts.weth)
  const wrap = (a: Hex) => (isNative(a) ? weth : a)
  let factory: Promise<Hex> | undefined
  const getFactory = () => {
    factory ??= client.readContract({ address: router, abi: ROUTER_ABI, functionName: 'factory' })
    factory.catch(() => {
      factory = undefined
    })
    return factory
  }

  /** the mid-price output of `amount` along `path` (reserves only, no fee), or undefined */
  const midOut = async (path: Hex[], amount: bigint): Promise<bigint | undefined> => {
    const f = await getFactory()
    const hops = path.slice(1).map((b, i) => [path[i]!, b] as const)
    const pairs = await client.multicall({
      deployless: true,
      allowFailure: false,
      contracts: hops.map(
        ([a, b]) => ({ address: f, abi: FACTORY_ABI, functionName: 'getPair', args: [a, b] }) as const,
      ),
    })
    if (pairs.some((p) => p === zeroAddress)) return undefined
    const reads = await client.multicall({
      deployless: true,
      allowFailure: false,
      contracts: pairs.flatMap((p) => [
        { address: p, abi: PAIR_ABI, functionName: 'getReserves' } as const,
        { address: p, abi: PAIR_ABI, functionName: 'token0' } as const,
      ]),
    })
    let out = amount
    for (let i = 0; i < hops.length; i++) {
      const [r0, r1] = reads[2 * i] as readonly [bigint, bigint, number]
      const token0 = reads[2 * i + 1] as Hex
      const [rin, rout] = token0.toLowerCase() === hops[i]![0].toLowerCase() ? [r0, r1] : [r1, r0]
      if (rin === 0n) return undefined
      out = (out * rout) / rin
    }
    return out
  }

  return {
    name: 'uniswap-v2',
    spender: router,
    tokens: () => opts.tokens,
    async quote({ from, to, amount }) {
      const a = wrap(from)
      const b = wrap(to)
      if (a.toLowerCase() === b.toLowerCase() || amount <= 0n) return undefined
      const paths: Hex[][] = [[a, b]]
      if (a.toLowerCase() !== weth.toLowerCase() && b.toLowerCase() !== weth.toLowerCase())
        paths.push([a, weth, b])
      const results = await client.multicall({
        deployless: true,
        contracts: paths.map(
          (path) =>
            ({
              address: router,
              abi: ROUTER_ABI,
              functionName: 'getAmountsOut',
              args: [amount, path],
            }) as const,
        ),
      })
      let best: { path: Hex[]; out: bigint } | undefined
      results.forEach((r, i) => {
        const out = r.status === 'success' ? r.result.at(-1) : undefined
        if (out !== undefined && out > 0n && (!best || out > best.out)) best = { path: paths[i]!, out }
      })
      if (!best) return undefined
      const mid = await midOut(best.path, amount)
      const priceImpact = mid && mid > 0n ? Number(((mid - best.out) * 1_000_000n) / mid) / 10_000 : 0
      return {
        fromAmount: amount,
        toAmount: best.out,
        path: best.path,
        priceImpact: Math.max(0, priceImpact),
      }
    },
    // Uniswap V2: at most 150k gas through one pool, 60k more per extra pool, and an ERC-20
    // approval about 46k (convertRoutes.test.ts checks the swaps it runs stay within this)
    estimateGas: (quote, { approval }) =>
      150_000n + 60_000n * BigInt(Math.max(0, quote.path.length - 2)) + (approval ? 46_000n : 0n),
    buildSwap({ quote, from, to, amountOutMin, recipient, deadline }) {
      const { path, fromAmount } = quote
      if (isNative(from))
        return {
          to: router,
          value: fromAmount,
          data: encodeFunctionData({
            abi: ROUTER_ABI,
            functionName: 'swapExactETHForTokens',
            args: [amountOutMin, path, recipient, deadline],
          }),
        }
      return {
        to: router,
        value: 0n,
        data: encodeFunctionData({
          abi: ROUTER_ABI,
          functionName: isNative(to) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          args: [fromAmount, amountOutMin, path, recipient, deadline],
        }),
      }
    },
  }
}
