/**
 * The built-in swap source: a Uniswap V2 router on the chain (on the devnet, the real protocol
 * deployed from its npm build). Quotes come from the router's own `getAmountsOut` for the direct
 * pair and the route through the wrapped native coin, read with the pools' reserves (pool
 * addresses computed as the router does: CREATE2) in one multicall (viem's deployless multicall:
 * one eth_call, no Multicall3 deployment needed). The price impact is measured against the pools'
 * mid price (reserves), fees included.
 */
import {
  encodeFunctionData,
  encodePacked,
  getAddress,
  getContractAddress,
  type Hex,
  keccak256,
  type PublicClient,
  parseAbi,
} from 'viem'
import { NATIVE_TOKEN, type SwapRouteProvider, type SwapToken } from './SwapRouteProvider.js'

const ROUTER_ABI = parseAbi([
  'function factory() view returns (address)',
  'function getAmountsOut(uint amountIn, address[] path) view returns (uint[] amounts)',
  'function getAmountsIn(uint amountOut, address[] path) view returns (uint[] amounts)',
  'function swapETHForExactTokens(uint amountOut, address[] path, address to, uint deadline) payable returns (uint[] amounts)',
  'function swapTokensForExactETH(uint amountOut, uint amountInMax, address[] path, address to, uint deadline) returns (uint[] amounts)',
  'function swapTokensForExactTokens(uint amountOut, uint amountInMax, address[] path, address to, uint deadline) returns (uint[] amounts)',
  'function swapExactETHForTokens(uint amountOutMin, address[] path, address to, uint deadline) payable returns (uint[] amounts)',
  'function swapExactTokensForETH(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
  'function swapExactTokensForTokens(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
])
const PAIR_ABI = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)'])
/** Uniswap V2's pair init-code hash (the one Router02 computes pair addresses with) */
export const UNISWAP_V2_INIT_CODE_HASH: Hex =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

const isNative = (a: Hex) => a.toLowerCase() === NATIVE_TOKEN

export function createUniswapV2Provider(opts: {
  client: PublicClient
  router: Hex
  weth: Hex
  /** the chain's native coin and listed ERC-20s: what the swap screen offers */
  tokens: SwapToken[]
  /** the pair init-code hash of a Uniswap V2 fork (default: Uniswap's own) */
  initCodeHash?: Hex
}): SwapRouteProvider {
  const initCodeHash = opts.initCodeHash ?? UNISWAP_V2_INIT_CODE_HASH
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

  /**
   * the pair of two tokens where Router02 finds it: CREATE2 from the factory, the sorted tokens and
   * the pair init-code hash (UniswapV2Library.pairFor), so reserves are read in the same multicall
   * as the quote
   */
  const pairFor = (f: Hex, a: Hex, b: Hex): Hex => {
    const [t0, t1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
    return getContractAddress({
      opcode: 'CREATE2',
      from: f,
      salt: keccak256(encodePacked(['address', 'address'], [t0, t1])),
      bytecodeHash: initCodeHash,
    })
  }

  /** the mid-price output of `amount` along `path` from the pools' reserves (no fee) */
  const midOut = (path: Hex[], amount: bigint, reserves: (readonly [bigint, bigint] | undefined)[]) => {
    let out = amount
    for (let i = 0; i < path.length - 1; i++) {
      const r = reserves[i]
      if (!r) return undefined
      // reserves are in the order of the sorted tokens
      const [rin, rout] = path[i]!.toLowerCase() < path[i + 1]!.toLowerCase() ? r : [r[1], r[0]]
      if (rin === 0n) return undefined
      out = (out * rout) / rin
    }
    return out
  }

  return {
    name: 'uniswap-v2',
    spender: router,
    tokens: () => opts.tokens,
    async quote({ from, to, amount, exact = 'in' }) {
      const a = wrap(from)
      const b = wrap(to)
      if (a.toLowerCase() === b.toLowerCase() || amount <= 0n) return undefined
      const paths: Hex[][] = [[a, b]]
      if (a.toLowerCase() !== weth.toLowerCase() && b.toLowerCase() !== weth.toLowerCase())
        paths.push([a, weth, b])
      const f = await getFactory()
      const pairs = paths.map((path) => path.slice(1).map((next, i) => pairFor(f, path[i]!, next)))
      // one eth_call: every route's getAmountsOut (getAmountsIn for an exact output) and the
      // reserves of every pool on them (a pool that does not exist fails its call, and its route
      // has no quote)
      const results = await client.multicall({
        deployless: true,
        contracts: [
          ...paths.map(
            (path) =>
              ({
                address: router,
                abi: ROUTER_ABI,
                functionName: exact === 'in' ? 'getAmountsOut' : 'getAmountsIn',
                args: [amount, path],
              }) as const,
          ),
          ...pairs.flat().map((p) => ({ address: p, abi: PAIR_ABI, functionName: 'getReserves' }) as const),
        ],
      })
      const amounts = results.slice(0, paths.length)
      const reserveReads = results.slice(paths.length)
      // the most out for an exact input; the least in for an exact output
      let best: { i: number; fromAmount: bigint; toAmount: bigint } | undefined
      amounts.forEach((r, i) => {
        const list = r.status === 'success' ? (r.result as readonly bigint[]) : undefined
        const fromAmount = list?.[0]
        const toAmount = list?.at(-1)
        if (fromAmount === undefined || toAmount === undefined || fromAmount <= 0n || toAmount <= 0n) return
        if (!best || (exact === 'in' ? toAmount > best.toAmount : fromAmount < best.fromAmount))
          best = { i, fromAmount, toAmount }
      })
      if (!best) return undefined
      const { i, fromAmount, toAmount } = best
      const offset = pairs.slice(0, i).reduce((n, p) => n + p.length, 0)
      const reserves = pairs[i]!.map((_, k) => {
        const r = reserveReads[offset + k]
        return r?.status === 'success'
          ? ([
              (r.result as readonly [bigint, bigint, number])[0],
              (r.result as readonly [bigint, bigint, number])[1],
            ] as const)
          : undefined
      })
      const mid = midOut(paths[i]!, fromAmount, reserves)
      const priceImpact = mid && mid > 0n ? Number(((mid - toAmount) * 1_000_000n) / mid) / 10_000 : 0
      return { fromAmount, toAmount, path: paths[i]!, priceImpact: Math.max(0, priceImpact), exact }
    },
    // Uniswap V2: at most 150k gas through one pool, 60k more per extra pool, and an ERC-20
    // approval about 46k (convertRoutes.test.ts checks the swaps it runs stay within this)
    estimateGas: (quote, { approval }) =>
      150_000n + 60_000n * BigInt(Math.max(0, quote.path.length - 2)) + (approval ? 46_000n : 0n),
    buildSwap({ quote, from, to, amountOutMin, amountInMax, recipient, deadline }) {
      const { path, fromAmount, toAmount } = quote
      const call = (functionName: string, args: readonly unknown[], value = 0n) => ({
        to: router,
        value,
        data: encodeFunctionData({
          abi: ROUTER_ABI,
          functionName: functionName as never,
          args: args as never,
        }),
      })
      if (quote.exact === 'out') {
        // an exact output: at most amountInMax is taken (the router refunds unused ether)
        if (isNative(from))
          return call('swapETHForExactTokens', [toAmount, path, recipient, deadline], amountInMax)
        return call(isNative(to) ? 'swapTokensForExactETH' : 'swapTokensForExactTokens', [
          toAmount,
          amountInMax,
          path,
          recipient,
          deadline,
        ])
      }
      if (isNative(from))
        return call('swapExactETHForTokens', [amountOutMin, path, recipient, deadline], fromAmount)
      return call(isNative(to) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens', [
        fromAmount,
        amountOutMin,
        path,
        recipient,
        deadline,
      ])
    },
  }
}
