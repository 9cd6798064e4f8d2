/**
 * Contract tests of the convert endpoints (SPEC §7, issue 16) against the real server and a devnet
 * running Uniswap V2 from its npm build: tokens, quotes (the router's own getAmountsOut, the route
 * through WETH, price impact from the reserves), allowance, gas price, build-approve (exact
 * amount) and build-transaction (approve then swap, amountOutMin from the slippage, a deadline),
 * executed on chain; a price moved by another trader makes the built swap revert; bad input and
 * an unsupported network are clear errors.
 * Setup: convertRoutes.testSetup.ts; exact outputs, limits and a moved price: convertRoutes.swaps.test.ts.
 */
import { UNISWAP_V2_ROUTER_ABI } from '@portico/testing/node'
import { decodeFunctionData, erc20Abi, type Hex, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { GAS_PRICE_NOT_SUPPORTED, SWAPS_NOT_SUPPORTED } from './convertRoutes.js'
import {
  amm,
  balanceOf,
  get,
  lab,
  NATIVE,
  post,
  pub,
  send,
  type Tx,
  usd,
  useConvertDevnet,
  user,
} from './convertRoutes.testSetup.js'

useConvertDevnet()

describe('convert endpoints (SPEC §7) on a devnet Uniswap V2', () => {
  it('§7 tokens: the native coin and the listed tokens as CAIP-10 ids; §8 a chain without swaps', async () => {
    const { status, body } = await get('/v1/convert/tokens?chainId=eip155:31337')
    expect(status).toBe(200)
    expect(body.tokens).toEqual([
      { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: '/public/getTokenImage/ETH' },
      {
        name: 'Portico USD',
        symbol: 'PUSD',
        address: `eip155:31337:${usd}`,
        decimals: 6,
        logoUri: '/public/getTokenImage/PUSD',
      },
      {
        name: 'Lab Token',
        symbol: 'LAB',
        address: `eip155:31337:${lab}`,
        decimals: 18,
        logoUri: '/public/getTokenImage/LAB',
      },
    ])
    expect(await get('/v1/convert/tokens?chainId=eip155:31338')).toEqual({
      status: 400,
      body: { error: SWAPS_NOT_SUPPORTED },
    })
    expect(await get('/v1/convert/tokens?chainId=eip155:1')).toEqual({
      status: 400,
      body: { error: SWAPS_NOT_SUPPORTED },
    })
    expect((await get('/v1/convert/tokens?chainId=abc')).status).toBe(400)
  })

  it("§7 quotes: the router's getAmountsOut, the best route (through WETH for token → token), price impact from the reserves", async () => {
    const amount = parseEther('1')
    const { body } = await get(
      `/v1/convert/quotes?amount=${amount}&userAddress=${user.address}&from=${NATIVE}&to=eip155:31337:${usd}`,
    )
    const [q] = body.quotes as { toAmount: string; fromAmount: string; priceImpact: number; path: Hex[] }[]
    const [, expected] = await pub().readContract({
      address: amm.router,
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [amount, [amm.weth, usd]],
    })
    expect(q).toMatchObject({
      fromAmount: amount.toString(),
      toAmount: expected!.toString(),
      path: [amm.weth, usd],
    })
    // 1 ETH into 100 ETH of reserves: about 1% moved plus the 0.3% fee
    expect(q!.priceImpact).toBeGreaterThan(1.2)
    expect(q!.priceImpact).toBeLessThan(1.4)
    const big = await get(
      `/v1/convert/quotes?amount=${parseEther('20')}&from=${NATIVE}&to=eip155:31337:${usd}`,
    )
    expect((big.body.quotes as { priceImpact: number }[])[0]!.priceImpact).toBeGreaterThan(15)
    const cross = await get(
      `/v1/convert/quotes?amount=${parseUnits('100', 6)}&from=eip155:31337:${usd}&to=eip155:31337:${lab}`,
    )
    expect((cross.body.quotes as { path: Hex[] }[])[0]!.path).toEqual([usd, amm.weth, lab])
  })

  it('§5 bad input is a clear 400; a pair without a pool is a 404', async () => {
    const bad = [
      `/v1/convert/quotes?amount=0&from=${NATIVE}&to=eip155:31337:${usd}`,
      `/v1/convert/quotes?amount=-1&from=${NATIVE}&to=eip155:31337:${usd}`,
      `/v1/convert/quotes?amount=1e18&from=${NATIVE}&to=eip155:31337:${usd}`,
      `/v1/convert/quotes?amount=1&from=${NATIVE}&to=${NATIVE}`,
      `/v1/convert/quotes?amount=1&from=eip155:31338:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee&to=eip155:31337:${usd}`,
      `/v1/convert/quotes?amount=1&from=<script>&to=eip155:31337:${usd}`,
      `/v1/convert/quotes?amount=1&from=${NATIVE}&to=eip155:31337:${usd}&userAddress=nope`,
    ]
    for (const path of bad) expect((await get(path)).status, path).toBe(400)
    const stranger = `eip155:31337:0x${'12'.repeat(20)}`
    expect((await get(`/v1/convert/quotes?amount=1000&from=${NATIVE}&to=${stranger}`)).status).toBe(404)
  })

  it('§7 gas price in wei; §8 Network not supported for Gas Price', async () => {
    const { status, body } = await get('/v1/convert/gas-price?chainId=eip155:31337')
    expect(status).toBe(200)
    expect(BigInt(body.fast as string)).toBeGreaterThanOrEqual(BigInt(body.standard as string))
    expect(BigInt(body.instant as string)).toBeGreaterThanOrEqual(BigInt(body.fast as string))
    expect(await get('/v1/convert/gas-price?chainId=eip155:1')).toEqual({
      status: 400,
      body: { error: GAS_PRICE_NOT_SUPPORTED },
    })
  })

  it('§7 build-approve approves exactly the amount, for the router; allowance reads it back', async () => {
    const amount = parseUnits('12.5', 6)
    const { body } = await get(
      `/v1/convert/build-approve?userAddress=${user.address}&from=eip155:31337:${usd}&to=${NATIVE}&amount=${amount}`,
    )
    const tx = body.tx as Tx
    expect(tx.to).toBe(usd)
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data })).toEqual({
      functionName: 'approve',
      args: [amm.router, amount],
    })
    expect(
      (
        await get(
          `/v1/convert/build-approve?userAddress=${user.address}&from=eip155:31337:${usd}&to=${NATIVE}`,
        )
      ).status,
    ).toBe(400)
    expect(
      (await get(`/v1/convert/allowance?tokenAddress=eip155:31337:${usd}&userAddress=${user.address}`)).body
        .allowance,
    ).toBe('0')
    expect((await send(user.privateKey, tx)).status).toBe('success')
    expect(
      (await get(`/v1/convert/allowance?tokenAddress=eip155:31337:${usd}&userAddress=${user.address}`)).body,
    ).toEqual({
      allowance: amount.toString(),
      spender: amm.router,
    })
  })

  it('§7 build-transaction ETH → token: one swap step, executed on chain, at least amountOutMin received', async () => {
    const amount = parseEther('0.5')
    const { status, body } = await post('/v1/convert/build-transaction', {
      amount: amount.toString(),
      from: NATIVE,
      to: `eip155:31337:${usd}`,
      userAddress: `eip155:31337:${user.address}`,
      eip155: { slippage: 1 },
    })
    expect(status).toBe(200)
    const steps = body.steps as { type: string; tx: Tx }[]
    expect(steps.map((s) => s.type)).toEqual(['swap'])
    const quote = body.quote as { toAmount: string; amountOutMin: string; deadline: string }
    expect(BigInt(quote.amountOutMin)).toBe((BigInt(quote.toAmount) * 9900n) / 10_000n)
    const { timestamp } = await pub().getBlock()
    expect(Number(BigInt(quote.deadline) - timestamp)).toBeGreaterThanOrEqual(1190)
    expect(steps[0]!.tx.value).toBe(amount.toString())
    expect(steps[0]!.tx.eip155.gas).toMatch(/^\d+$/)
    const before = await balanceOf(usd, user.address)
    const receipt = await send(user.privateKey, steps[0]!.tx)
    expect(receipt.status).toBe('success')
    expect((await balanceOf(usd, user.address)) - before).toBeGreaterThanOrEqual(BigInt(quote.amountOutMin))
    // the quote's fee estimate covers what the swap took
    const { body: quoted } = await get(
      `/v1/convert/quotes?amount=${amount}&from=${NATIVE}&to=eip155:31337:${usd}`,
    )
    const [q] = quoted.quotes as { estimatedGas: string; gasPrice: string }[]
    expect(receipt.gasUsed).toBeLessThanOrEqual(BigInt(q!.estimatedGas))
    expect(BigInt(q!.gasPrice)).toBeGreaterThan(0n)
  })

  it('§7 build-transaction token → ETH: approve exactly the amount first, then the swap', async () => {
    const amount = parseUnits('1000', 6)
    const { body } = await post('/v1/convert/build-transaction', {
      amount: amount.toString(),
      from: `eip155:31337:${usd}`,
      to: NATIVE,
      userAddress: user.address,
      eip155: { slippage: '0.5' },
    })
    const steps = body.steps as { type: string; tx: Tx }[]
    expect(steps.map((s) => s.type)).toEqual(['approve', 'swap'])
    expect(decodeFunctionData({ abi: erc20Abi, data: steps[0]!.tx.data }).args).toEqual([amm.router, amount])
    const swap = decodeFunctionData({ abi: UNISWAP_V2_ROUTER_ABI, data: steps[1]!.tx.data })
    expect(swap.functionName).toBe('swapExactTokensForETH')
    const before = await pub().getBalance({ address: user.address })
    let used = 0n
    for (const s of steps) {
      const receipt = await send(user.privateKey, s.tx)
      expect(receipt.status).toBe('success')
      used += receipt.gasUsed
    }
    const { body: quoted } = await get(
      `/v1/convert/quotes?amount=${amount}&from=eip155:31337:${usd}&to=${NATIVE}`,
    )
    expect(used).toBeLessThanOrEqual(BigInt((quoted.quotes as { estimatedGas: string }[])[0]!.estimatedGas))
    expect((await pub().getBalance({ address: user.address })) > before).toBe(true)
    expect(
      (
        await post('/v1/convert/build-transaction', {
          ...body,
          amount: '1',
          from: NATIVE,
          to: NATIVE,
          userAddress: user.address,
        })
      ).status,
    ).toBe(400)
    for (const slippage of [0, 51, 'x', -1])
      expect(
        (
          await post('/v1/convert/build-transaction', {
            amount: '1000',
            from: NATIVE,
            to: `eip155:31337:${usd}`,
            userAddress: user.address,
            eip155: { slippage },
          })
        ).status,
      ).toBe(400)
  })
})
