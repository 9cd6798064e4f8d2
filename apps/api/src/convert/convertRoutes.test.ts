/**
 * Contract tests of the convert endpoints (SPEC §7, issue 16) against the real server and a devnet
 * running Uniswap V2 from its npm build: tokens, quotes (the router's own getAmountsOut, the route
 * through WETH, price impact from the reserves), allowance, gas price, build-approve (exact
 * amount) and build-transaction (approve then swap, amountOutMin from the slippage, a deadline),
 * executed on chain; a price moved by another trader makes the built swap revert; bad input and
 * an unsupported network are clear errors.
 */
import {
  DEVNET_ACCOUNTS,
  deployErc20,
  deployUniswapV2,
  seedUniswapV2Pool,
  startDevnet,
  UNISWAP_V2_ROUTER_ABI,
  type UniswapV2Deployment,
} from '@portico/testing/node'
import {
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  defineChain,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiServer, createApiServer } from '../createApiServer.js'
import { deployPusd, PUSD } from '../test/deployPusd.js'
import { GAS_PRICE_NOT_SUPPORTED, SWAPS_NOT_SUPPORTED } from './convertRoutes.js'
import { NOT_A_TOKEN } from './tokenReadError.js'
import { INVALID_AMOUNT } from './uint256Amount.js'

type Devnet = Awaited<ReturnType<typeof startDevnet>>

const NATIVE = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const deployer = DEVNET_ACCOUNTS[9]!
const user = DEVNET_ACCOUNTS[3]!
const whale = DEVNET_ACCOUNTS[4]!

let devnet: Devnet
let rpcUrl: string
let amm: UniswapV2Deployment
let usd: Hex
let lab: Hex
let server: ApiServer
let url: string

const pub = () => createPublicClient({ transport: http(rpcUrl) })
const walletOf = (pk: Hex) =>
  createWalletClient({
    account: privateKeyToAccount(pk),
    chain: defineChain({
      id: 31337,
      name: 'devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
    transport: http(rpcUrl),
  })
const get = async (path: string) => {
  const res = await fetch(`${url}${path}`)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}
const post = async (path: string, body: unknown) => {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}
const balanceOf = (token: Hex, who: Hex) =>
  pub().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
type Tx = { from: Hex; to: Hex; data: Hex; value: string; eip155: { gas: string | null; gasPrice: string } }
const send = async (pk: Hex, tx: Tx) => {
  const hash = await walletOf(pk).sendTransaction({
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value),
    ...(tx.eip155.gas ? { gas: BigInt(tx.eip155.gas) * 2n } : {}),
  })
  return pub().waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

beforeAll(async () => {
  devnet = await startDevnet({
    chains: [
      { chainId: 31337, name: 'A' },
      { chainId: 31338, name: 'B' },
    ],
  })
  rpcUrl = devnet.chains[0]!.rpcUrl
  usd = await deployPusd(rpcUrl, [
    { to: deployer.address, pusd: '600000' },
    { to: user.address, pusd: '5000' },
    { to: whale.address, pusd: '200000' },
  ])
  lab = await deployErc20({
    rpcUrl,
    name: 'Lab Token',
    symbol: 'LAB',
    decimals: 18,
    mint: [{ to: deployer.address, amount: parseEther('600000') }],
  })
  const deployed = await deployUniswapV2({ rpcUrl })
  amm = {
    weth: getAddress(deployed.weth),
    factory: getAddress(deployed.factory),
    router: getAddress(deployed.router),
  }
  usd = getAddress(usd)
  lab = getAddress(lab)
  await seedUniswapV2Pool({
    rpcUrl,
    router: amm.router,
    token: usd,
    tokenAmount: parseUnits('300000', 6),
    eth: parseEther('100'),
  })
  await seedUniswapV2Pool({
    rpcUrl,
    router: amm.router,
    token: lab,
    tokenAmount: parseEther('600000'),
    eth: parseEther('100'),
  })
  server = await createApiServer({
    databaseUrl: 'memory:',
    chains: [
      {
        chainId: 31337,
        name: 'A',
        rpcUrl,
        tokens: [
          { address: usd, ...PUSD },
          { address: lab, name: 'Lab Token', symbol: 'LAB', decimals: 18 },
        ],
        swap: { uniswapV2Router: amm.router, weth: amm.weth },
      },
      { chainId: 31338, name: 'B', rpcUrl: devnet.chains[1]!.rpcUrl },
    ],
    indexer: { enabled: false, intervalMs: 1000 },
    logRequests: false,
    log: () => {},
  })
  url = (await server.listen(0)).url
}, 90_000)
afterAll(async () => {
  await server?.close()
  await devnet?.stop()
})

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
