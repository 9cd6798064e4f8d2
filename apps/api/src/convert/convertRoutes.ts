/**
 * SPEC §7 convert endpoints (swaps), per chain through its SwapRouteProvider:
 * - `GET /v1/convert/tokens?chainId` → `{ tokens: [{ name, symbol, address (CAIP-10), decimals, logoUri }] }`
 * - `GET /v1/convert/quotes?amount&userAddress&from&to&exact` → `{ quotes: [{ id, fromAmount, fromAccount,
 *   toAmount, toAccount, priceImpact, path, estimatedGas, gasPrice }] }` (amounts in base units;
 *   the gas is the provider's estimate for the route, an approval included when the input is a token;
 *   `exact=out`: `amount` is the output wanted and the input is quoted)
 * - `GET /v1/convert/allowance?tokenAddress&userAddress` → `{ allowance }` (for the provider's spender)
 * - `GET /v1/convert/gas-price?chainId` → `{ standard, fast, instant }` (wei)
 * - `GET /v1/convert/build-approve?userAddress&from&to&amount` → `{ tx }`: approve exactly `amount`
 *   (never unlimited: at most the token's total supply and below 2^255, see exactApproval.ts)
 * - `POST /v1/convert/build-transaction` `{ amount, eip155: { slippage }, from, to, userAddress,
 *   disableEstimate? }` → `{ tx, steps, quote }`: the exact steps, an approval of exactly `amount`
 *   when the allowance is short, then the swap with `amountOutMin` from the slippage (an exact
 *   output, `exact: 'out'`: `amountInMax`, and the approval covers it) (percent,
 *   0.05–50, default SPEC §9's 1) and a deadline 20 minutes after the chain's latest block.
 * Numbers: amounts are uint256 in canonical decimal (uint256Amount.ts), chain ids
 * decimal without leading zeros, slippage a number or a plain decimal string; anything else is a
 * 400, and no approval is built above exactApproval.ts's rule.
 * Token ids are CAIP-10 (`eip155:1:0x…`, the native coin `eip155:1:0xeeee…`); a chain without a
 * swap source is SPEC §8 'Network not supported for Swaps' (gas price: 'Network not supported
 * for Gas Price').
 */
import { Hono } from 'hono'
import { encodeFunctionData, erc20Abi, getAddress, type Hex, isAddress } from 'viem'
import { z } from 'zod'
import type { ChainClient, ChainClients } from '../chain/chainClients.js'
import { httpError, parseOr400 } from '../util/httpError.js'
import { assertExactApproval } from './exactApproval.js'
import { NATIVE_TOKEN, type SwapQuote, type SwapRouteProvider } from './SwapRouteProvider.js'
import { tokenReadError } from './tokenReadError.js'
import { UINT256_MAX, uint256Amount } from './uint256Amount.js'

export const SWAPS_NOT_SUPPORTED = 'Network not supported for Swaps'
export const GAS_PRICE_NOT_SUPPORTED = 'Network not supported for Gas Price'
/** SPEC §9 slippage tolerance (percent) */
export const DEFAULT_SLIPPAGE = 1
const DEADLINE_SEC = 20n * 60n

interface TokenId {
  chainId: number
  address: Hex
}

/** a chain id: decimal without leading zeros (`eip155:031337` is not `eip155:31337`) */
const CHAIN_REF = '[1-9][0-9]{0,11}'
const CHAIN_PARAM = new RegExp(`^(?:eip155:)?(${CHAIN_REF})$`)
const TOKEN_ID = new RegExp(`^eip155:(${CHAIN_REF}):(0x[0-9a-fA-F]{40})$`)

function tokenId(v: string | undefined, what: string): TokenId {
  const m = TOKEN_ID.exec(v ?? '')
  if (!m) throw httpError(400, `Invalid ${what}: expected a CAIP-10 token id (eip155:<chain>:<address>)`)
  const address = m[2]!.toLowerCase() === NATIVE_TOKEN ? (NATIVE_TOKEN as Hex) : getAddress(m[2]!)
  return { chainId: Number(m[1]), address }
}

function userAddress(v: string | undefined): Hex {
  const raw = v?.includes(':') ? v.split(':').pop() : v
  if (!raw || !isAddress(raw, { strict: false })) throw httpError(400, 'Invalid userAddress')
  return getAddress(raw)
}

const exactOf = (v: string | undefined): 'in' | 'out' => {
  if (v === undefined || v === 'in') return 'in'
  if (v === 'out') return 'out'
  throw httpError(400, 'Invalid exact: in or out')
}

const INVALID_SLIPPAGE = 'Invalid slippage: a percentage from 0.05 to 50'
/** slippage in percent: a number, or a plain decimal string (`0.5`; no exponent, hex, sign or spaces) */
function slippageOf(v: unknown): number {
  if (v === undefined) return DEFAULT_SLIPPAGE
  const n =
    typeof v === 'number'
      ? v
      : typeof v === 'string' && /^(?:0|[1-9][0-9]?)(?:\.[0-9]{1,6})?$/.test(v)
        ? Number(v)
        : Number.NaN
  if (!Number.isFinite(n) || n < 0.05 || n > 50) throw httpError(400, INVALID_SLIPPAGE)
  return n
}

const isNative = (a: Hex) => a.toLowerCase() === NATIVE_TOKEN

const buildBodySchema = z.object({
  amount: z.string(),
  from: z.string(),
  to: z.string(),
  userAddress: z.string(),
  eip155: z.object({ slippage: z.union([z.number(), z.string()]) }).optional(),
  projectId: z.string().optional(),
  disableEstimate: z.boolean().optional(),
  /** `out`: `amount` is what `to` must bring in (an exact output), the input is quoted */
  exact: z.enum(['in', 'out']).optional(),
})

export function convertRoutes(deps: {
  chains: ChainClients
  /** the swap source of each chain that has one */
  providers: ReadonlyMap<number, SwapRouteProvider>
}) {
  const app = new Hono()
  const { chains, providers } = deps

  const sourceFor = (chainId: number): { chain: ChainClient; provider: SwapRouteProvider } => {
    const chain = chains.get(chainId)
    const provider = providers.get(chainId)
    if (!chain || !provider) throw httpError(400, SWAPS_NOT_SUPPORTED)
    return { chain, provider }
  }
  const pair = (fromRaw: string | undefined, toRaw: string | undefined) => {
    const from = tokenId(fromRaw, 'from')
    const to = tokenId(toRaw, 'to')
    if (from.chainId !== to.chainId) throw httpError(400, 'from and to must be on the same chain')
    if (from.address.toLowerCase() === to.address.toLowerCase())
      throw httpError(400, 'from and to are the same token')
    return { from, to, ...sourceFor(from.chainId) }
  }
  const quoteOr404 = async (
    provider: SwapRouteProvider,
    from: Hex,
    to: Hex,
    amount: bigint,
    exact: 'in' | 'out' = 'in',
  ) => {
    let quote: SwapQuote | undefined
    try {
      quote = await provider.quote({ from, to, amount, exact })
    } catch {
      throw httpError(502, 'Chain unavailable')
    }
    if (!quote) throw httpError(404, 'No route for this pair')
    return quote
  }
  const allowanceOf = (chain: ChainClient, token: Hex, owner: Hex, spender: Hex) =>
    isNative(token)
      ? Promise.resolve(2n ** 256n - 1n)
      : chain.client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [owner, spender],
        })
  const gasPrice = (chain: ChainClient) => chain.client.getGasPrice()
  const estimate = async (chain: ChainClient, tx: { from: Hex; to: Hex; data: Hex; value: bigint }) => {
    try {
      return await chain.client.estimateGas({ account: tx.from, to: tx.to, data: tx.data, value: tx.value })
    } catch {
      return undefined
    }
  }
  const txJson = (
    tx: { from: Hex; to: Hex; data: Hex; value: bigint },
    gas: bigint | undefined,
    price: bigint,
  ) => ({
    from: tx.from,
    to: tx.to,
    data: tx.data,
    value: tx.value.toString(),
    amount: tx.value.toString(),
    eip155: { gas: gas?.toString() ?? null, gasPrice: price.toString() },
  })

  app.get('/v1/convert/tokens', (c) => {
    const m = CHAIN_PARAM.exec(c.req.query('chainId') ?? '')
    if (!m) throw httpError(400, 'Invalid chainId')
    const chainId = Number(m[1])
    const { provider } = sourceFor(chainId)
    return c.json({
      tokens: provider.tokens().map((t) => ({
        name: t.name,
        symbol: t.symbol,
        address: `eip155:${chainId}:${t.address}`,
        decimals: t.decimals,
        logoUri: t.iconUrl ?? `/public/getTokenImage/${encodeURIComponent(t.symbol)}`,
      })),
    })
  })

  app.get('/v1/convert/quotes', async (c) => {
    const { from, to, chain, provider } = pair(c.req.query('from'), c.req.query('to'))
    const amount = uint256Amount(c.req.query('amount'))
    const user = c.req.query('userAddress')
    if (user !== undefined) userAddress(user)
    const [quote, price] = await Promise.all([
      quoteOr404(provider, from.address, to.address, amount, exactOf(c.req.query('exact'))),
      gasPrice(chain).catch(() => undefined),
    ])
    // the network fee to expect: the provider's gas estimate for the route at the chain's gas price
    // (the dialog simulates the exact transaction before the wallet opens)
    const gas = provider.estimateGas?.(quote, { approval: !isNative(from.address) })
    c.header('cache-control', 'no-store')
    return c.json({
      quotes: [
        {
          id: null,
          fromAmount: quote.fromAmount.toString(),
          fromAccount: c.req.query('from'),
          toAmount: quote.toAmount.toString(),
          toAccount: c.req.query('to'),
          priceImpact: quote.priceImpact,
          path: quote.path,
          provider: provider.name,
          ...(gas !== undefined && price !== undefined
            ? { estimatedGas: gas.toString(), gasPrice: price.toString() }
            : {}),
        },
      ],
    })
  })

  app.get('/v1/convert/allowance', async (c) => {
    const token = tokenId(c.req.query('tokenAddress'), 'tokenAddress')
    const owner = userAddress(c.req.query('userAddress'))
    const { chain, provider } = sourceFor(token.chainId)
    const allowance = await allowanceOf(chain, token.address, owner, provider.spender).catch((e) => {
      throw tokenReadError(e)
    })
    c.header('cache-control', 'no-store')
    return c.json({ allowance: allowance.toString(), spender: provider.spender })
  })

  app.get('/v1/convert/gas-price', async (c) => {
    const m = CHAIN_PARAM.exec(c.req.query('chainId') ?? '')
    const chain = m ? chains.get(Number(m[1])) : undefined
    if (!chain) throw httpError(400, GAS_PRICE_NOT_SUPPORTED)
    const price = await gasPrice(chain).catch(() => {
      throw httpError(502, 'Chain unavailable')
    })
    c.header('cache-control', 'no-store')
    return c.json({
      standard: price.toString(),
      fast: ((price * 12n) / 10n).toString(),
      instant: ((price * 15n) / 10n).toString(),
    })
  })

  app.get('/v1/convert/build-approve', async (c) => {
    const { from, chain, provider } = pair(c.req.query('from'), c.req.query('to'))
    if (isNative(from.address)) throw httpError(400, 'The native coin needs no approval')
    const owner = userAddress(c.req.query('userAddress'))
    const amount = uint256Amount(c.req.query('amount'))
    await assertExactApproval(chain, from.address, amount)
    const tx = {
      from: owner,
      to: from.address,
      value: 0n,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [provider.spender, amount] }),
    }
    const [gas, price] = await Promise.all([estimate(chain, tx), gasPrice(chain)])
    c.header('cache-control', 'no-store')
    return c.json({ tx: txJson(tx, gas, price) })
  })

  app.post('/v1/convert/build-transaction', async (c) => {
    const body = parseOr400(buildBodySchema, await c.req.json().catch(() => undefined))
    const { from, to, chain, provider } = pair(body.from, body.to)
    const owner = userAddress(body.userAddress)
    const amount = uint256Amount(body.amount)
    const slippage = slippageOf(body.eip155?.slippage)
    const quote = await quoteOr404(provider, from.address, to.address, amount, body.exact ?? 'in')
    const [allowance, block, price] = await Promise.all([
      allowanceOf(chain, from.address, owner, provider.spender),
      chain.client.getBlock(),
      gasPrice(chain),
    ]).catch((e) => {
      throw tokenReadError(e)
    })
    const amountOutMin = (quote.toAmount * BigInt(Math.round((100 - slippage) * 100))) / 10_000n
    // an exact output takes at most the quoted input plus the slippage
    const amountInMax = (quote.fromAmount * BigInt(Math.round((100 + slippage) * 100))) / 10_000n
    // what the router may pull: the input of an exact input, at most amountInMax otherwise
    const spend = quote.exact === 'out' ? amountInMax : quote.fromAmount
    // a swap call or a value beyond uint256 cannot be encoded (or sent)
    if (amountInMax > UINT256_MAX)
      throw httpError(400, 'Invalid amount: the input with the slippage is beyond 2^256')
    const deadline = block.timestamp + DEADLINE_SEC
    const swap = {
      from: owner,
      ...provider.buildSwap({
        quote,
        from: from.address,
        to: to.address,
        amountOutMin,
        amountInMax,
        recipient: owner,
        deadline,
      }),
    }
    const steps: { type: 'approve' | 'swap'; tx: ReturnType<typeof txJson> }[] = []
    const needsApproval = allowance < spend
    if (needsApproval) {
      await assertExactApproval(chain, from.address, spend)
      const approve = {
        from: owner,
        to: from.address,
        value: 0n,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [provider.spender, spend],
        }),
      }
      steps.push({
        type: 'approve',
        tx: txJson(approve, body.disableEstimate ? undefined : await estimate(chain, approve), price),
      })
    }
    // the swap cannot be estimated before its approval is mined: the client simulates it then
    const gas = body.disableEstimate || needsApproval ? undefined : await estimate(chain, swap)
    const swapTx = txJson(swap, gas, price)
    steps.push({ type: 'swap', tx: swapTx })
    c.header('cache-control', 'no-store')
    return c.json({
      tx: swapTx,
      steps,
      quote: {
        fromAmount: quote.fromAmount.toString(),
        toAmount: quote.toAmount.toString(),
        amountOutMin: amountOutMin.toString(),
        amountInMax: amountInMax.toString(),
        exact: quote.exact ?? 'in',
        priceImpact: quote.priceImpact,
        slippage,
        deadline: deadline.toString(),
        path: quote.path,
      },
    })
  })

  return app
}
