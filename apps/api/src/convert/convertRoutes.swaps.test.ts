/**
 * Contract tests of the convert endpoints (SPEC §7) against the real server and a devnet running
 * Uniswap V2: an exact output, amounts beyond uint256 and approvals above the total supply (issue
 * 27 item 6), and a price moved by another trader beyond the slippage. Setup: convertRoutes.testSetup.ts.
 */
import { deployErc20, UNISWAP_V2_ROUTER_ABI } from '@portico/testing/node'
import { decodeFunctionData, erc20Abi, parseAbi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  amm,
  balanceOf,
  deployer,
  get,
  NATIVE,
  post,
  pub,
  rpcUrl,
  send,
  type Tx,
  usd,
  useConvertDevnet,
  user,
  whale,
} from './convertRoutes.testSetup.js'
import { NOT_A_TOKEN } from './tokenReadError.js'
import { INVALID_AMOUNT } from './uint256Amount.js'

useConvertDevnet()

describe('convert endpoints (SPEC §7) on a devnet Uniswap V2', () => {
  it('an exact output: the input quoted by getAmountsIn; the swap takes at most amountInMax and brings exactly the amount', async () => {
    const want = parseUnits('250', 6)
    const { body } = await get(
      `/v1/convert/quotes?amount=${want}&exact=out&from=${NATIVE}&to=eip155:31337:${usd}`,
    )
    const [q] = body.quotes as { fromAmount: string; toAmount: string }[]
    const [needed] = await pub().readContract({
      address: amm.router,
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'getAmountsIn',
      args: [want, [amm.weth, usd]],
    })
    expect(q).toMatchObject({ toAmount: want.toString(), fromAmount: needed!.toString() })
    const built = await post('/v1/convert/build-transaction', {
      amount: want.toString(),
      exact: 'out',
      from: NATIVE,
      to: `eip155:31337:${usd}`,
      userAddress: user.address,
      eip155: { slippage: 1 },
    })
    const quote = built.body.quote as { amountInMax: string; exact: string }
    expect(quote.exact).toBe('out')
    expect(BigInt(quote.amountInMax)).toBe((needed! * 10_100n) / 10_000n)
    const [step] = built.body.steps as { type: string; tx: Tx }[]
    expect(decodeFunctionData({ abi: UNISWAP_V2_ROUTER_ABI, data: step!.tx.data }).functionName).toBe(
      'swapETHForExactTokens',
    )
    expect(step!.tx.value).toBe(quote.amountInMax)
    const usdBefore = await balanceOf(usd, user.address)
    const ethBefore = await pub().getBalance({ address: user.address })
    const receipt = await send(user.privateKey, step!.tx)
    expect(receipt.status).toBe('success')
    expect((await balanceOf(usd, user.address)) - usdBefore).toBe(want)
    // the unused ether came back: what left is the input plus the fee
    const spent = ethBefore - (await pub().getBalance({ address: user.address }))
    expect(spent).toBe(needed! + receipt.gasUsed * receipt.effectiveGasPrice)
    // token → ETH, exact output: the approval covers amountInMax
    const eth = parseEther('0.1')
    const back = await post('/v1/convert/build-transaction', {
      amount: eth.toString(),
      exact: 'out',
      from: `eip155:31337:${usd}`,
      to: NATIVE,
      userAddress: user.address,
      eip155: { slippage: 2 },
    })
    const steps = back.body.steps as { type: string; tx: Tx }[]
    expect(steps.map((x) => x.type)).toEqual(['approve', 'swap'])
    const max = BigInt((back.body.quote as { amountInMax: string }).amountInMax)
    expect(decodeFunctionData({ abi: erc20Abi, data: steps[0]!.tx.data }).args).toEqual([amm.router, max])
    expect(decodeFunctionData({ abi: UNISWAP_V2_ROUTER_ABI, data: steps[1]!.tx.data }).functionName).toBe(
      'swapTokensForExactETH',
    )
    expect(
      (await get(`/v1/convert/quotes?amount=1&exact=sideways&from=${NATIVE}&to=eip155:31337:${usd}`)).status,
    ).toBe(400)
  })

  it('issue 27 item 6: an amount beyond uint256 is a 400, not a 500; an approval above the token’s total supply (unlimited in effect) is refused', async () => {
    const supply = await pub().readContract({ address: usd, abi: erc20Abi, functionName: 'totalSupply' })
    const approve = (amount: string) =>
      get(
        `/v1/convert/build-approve?userAddress=${user.address}&from=eip155:31337:${usd}&to=${NATIVE}&amount=${amount}`,
      )
    // 2^256 and 78 nines were a 500 (the approve call cannot encode them)
    for (const amount of [String(2n ** 256n), '9'.repeat(78), '1'.repeat(79)])
      expect(await approve(amount), amount).toEqual({ status: 400, body: { error: INVALID_AMOUNT } })
    // 2^256 − 1 built an unlimited approval
    for (const amount of [2n ** 256n - 1n, 2n ** 255n, supply + 1n]) {
      const { status, body } = await approve(amount.toString())
      expect(status, String(amount)).toBe(400)
      expect(body.error).toMatch(/^Invalid amount: an approval of more than .* is unlimited in effect/)
    }
    // the whole supply is an exact amount still
    const whole = await approve(supply.toString())
    expect(whole.status).toBe(200)
    expect(decodeFunctionData({ abi: erc20Abi, data: (whole.body.tx as Tx).data }).args).toEqual([
      amm.router,
      supply,
    ])
    // a token that says its supply is the whole uint256 range: 2^255 and up is unlimited in effect still
    const huge = await deployErc20({
      rpcUrl,
      name: 'Huge',
      symbol: 'HUGE',
      decimals: 18,
      mint: [{ to: deployer.address, amount: 2n ** 256n - 1n }],
    })
    const approveHuge = (amount: bigint) =>
      get(
        `/v1/convert/build-approve?userAddress=${user.address}&from=eip155:31337:${huge}&to=${NATIVE}&amount=${amount}`,
      )
    expect((await approveHuge(2n ** 255n)).body.error).toMatch(/more than 2\^255 − 1 is unlimited in effect/)
    expect((await approveHuge(2n ** 256n - 1n)).status).toBe(400)
    expect((await approveHuge(2n ** 255n - 1n)).status).toBe(200)
    // a contract without totalSupply (the router) cannot be approved, and an account without code neither
    for (const token of [amm.router, `0x${'12'.repeat(20)}`]) {
      const r = await get(
        `/v1/convert/build-approve?userAddress=${user.address}&from=eip155:31337:${token}&to=${NATIVE}&amount=1`,
      )
      expect(r, token).toEqual({ status: 400, body: { error: NOT_A_TOKEN } })
    }
    // only canonical decimal numbers: no sign, exponent, hex, fraction, spaces or leading zeros
    for (const amount of ['0x10', '1e6', '-1', '+1', '%201', '1.0', '01', '00', '0', '١٢', ''])
      expect((await approve(amount)).status, amount).toBe(400)
    const quote = (amount: string, extra = '') =>
      get(`/v1/convert/quotes?amount=${amount}&from=${NATIVE}&to=eip155:31337:${usd}${extra}`)
    for (const amount of [String(2n ** 256n), '9'.repeat(78), '1e18', '01'])
      expect(await quote(amount), amount).toEqual({ status: 400, body: { error: INVALID_AMOUNT } })
    // within uint256 but beyond what the pools can serve (the router's math overflows): no route
    expect((await quote(String(2n ** 256n - 1n))).status).toBe(404)
    expect((await quote(String(2n ** 256n - 1n), '&exact=out')).status).toBe(404)
    const build = (body: Record<string, unknown>) =>
      post('/v1/convert/build-transaction', {
        from: `eip155:31337:${usd}`,
        to: NATIVE,
        userAddress: user.address,
        eip155: { slippage: 1 },
        ...body,
      })
    for (const amount of [String(2n ** 256n), '9'.repeat(78), '1e6', '-5', '0010', 5])
      expect((await build({ amount })).status, String(amount)).toBe(400)
    // an exact output whose input (with the slippage) is more than the token's whole supply: its
    // approval would be unlimited in effect
    const pair = await pub().readContract({
      address: amm.factory,
      abi: parseAbi(['function getPair(address, address) view returns (address)']),
      functionName: 'getPair',
      args: [usd, amm.weth],
    })
    const ethInPool = await pub().readContract({
      address: amm.weth,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [pair],
    })
    const greedy = await build({ amount: ((ethInPool * 99n) / 100n).toString(), exact: 'out' })
    expect(greedy.status).toBe(400)
    expect(greedy.body.error).toMatch(/^Invalid amount: an approval of more than .* is unlimited in effect/)
    // slippage: a number, or a decimal string (no exponent, hex, sign or spaces)
    for (const slippage of ['0x10', '1e1', ' 5', '5 ', '+5', '05', '', 'Infinity', Number.NaN])
      expect((await build({ amount: '1000', eip155: { slippage } })).status, String(slippage)).toBe(400)
    expect((await build({ amount: '1000', eip155: { slippage: '2.5' } })).status).toBe(200)
    // chain ids: decimal without leading zeros
    for (const path of [
      '/v1/convert/tokens?chainId=eip155:031337',
      '/v1/convert/tokens?chainId=eip155:0x7a69',
      '/v1/convert/gas-price?chainId=031337',
      '/v1/convert/gas-price?chainId=3.1337e4',
      `/v1/convert/allowance?tokenAddress=eip155:031337:${usd}&userAddress=${user.address}`,
      `/v1/convert/quotes?amount=1&from=eip155:031337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee&to=eip155:031337:${usd}`,
    ])
      expect((await get(path)).status, path).toBe(400)
  })

  it('a price moved by another trader beyond the slippage makes the built swap revert: nothing is swapped', async () => {
    const amount = parseEther('1')
    const { body } = await post('/v1/convert/build-transaction', {
      amount: amount.toString(),
      from: NATIVE,
      to: `eip155:31337:${usd}`,
      userAddress: user.address,
      eip155: { slippage: 1 },
    })
    const [step] = body.steps as { tx: Tx }[]
    // the whale buys the token first: the pool gives less for ETH now
    const moved = await post('/v1/convert/build-transaction', {
      amount: parseEther('10').toString(),
      from: NATIVE,
      to: `eip155:31337:${usd}`,
      userAddress: whale.address,
      eip155: { slippage: 50 },
    })
    expect((await send(whale.privateKey, (moved.body.steps as { tx: Tx }[])[0]!.tx)).status).toBe('success')
    const before = await balanceOf(usd, user.address)
    await expect(
      pub().call({ account: user.address, to: step!.tx.to, data: step!.tx.data, value: amount }),
    ).rejects.toThrow(/INSUFFICIENT_OUTPUT_AMOUNT/)
    const receipt = await send(user.privateKey, {
      ...step!.tx,
      eip155: { ...step!.tx.eip155, gas: '200000' },
    })
    expect(receipt.status).toBe('reverted')
    expect(await balanceOf(usd, user.address)).toBe(before)
  })
})
