/**
 * Swap end to end on local parts (issue 16): the lab wallet on anvil, Uniswap V2 deployed from its
 * npm build with pools of the lab tokens, apps/api's convert endpoints quoting and building
 * through it. Balances and allowances are read back from the chain; another trader moves the
 * price between the quote and the wallet's approval; a chain without swaps says so (SPEC §8).
 */
import { DEVNET_ACCOUNTS, UNISWAP_V2_ROUTER_ABI } from '@portico/testing/node'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const env = inject('labEnv')
const chromium = setupLabBrowser()
const chain = env.chains[0]!
const evm = createPublicClient({ transport: http(chain.rpcUrl) })
const ME = DEVNET_ACCOUNTS[0]!.address
const amm = env.amm!
const PUSD = env.tokens!.find((t) => t.symbol === 'PUSD')!.address as Hex

const pusdOf = (who: Hex) =>
  evm.readContract({ address: PUSD, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
const quoteOut = async (amountIn: bigint, path: Hex[]) =>
  (
    await evm.readContract({
      address: amm.router,
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    })
  ).at(-1)!

async function openSwap() {
  const lab = await LabPage.open(chromium.browser, labUrl, 'default')
  chromium.cleanups.push(() => lab.close())
  await lab.connectLabWallet()
  await lab.testId('connect-button').click()
  await lab.testId('account-action-swaps').click()
  await lab.testId('swap-form').waitFor()
  await expect.poll(() => lab.testId('swap-from-token').textContent(), { timeout: 10_000 }).toContain('ETH')
  return lab
}

/** types the amount and waits for the quote the screen shows */
async function quote(lab: LabPage, amount: string) {
  await lab.testId('swap-amount').fill(amount)
  await lab.testId('swap-rate').waitFor({ timeout: 15_000 })
  return (await lab.testId('swap-to-amount').inputValue()).replaceAll(',', '')
}

describe('Swap', () => {
  it('ETH → PUSD: the router’s quote, rate and price impact shown; the wallet sends one swap; the balance rose by the quote', async () => {
    const lab = await openSwap()
    expect(await lab.testId('swap-to-token').textContent()).toContain('PUSD')
    const expected = await quoteOut(parseEther('0.5'), [amm.weth, PUSD])
    expect(await quote(lab, '0.5')).toBe(formatUnits(expected, 6))
    expect(await lab.text('swap-impact')).toMatch(/^0[.,]\d+%$/)
    expect(await lab.text('swap-minimum')).toMatch(/PUSD$/)
    const before = await pusdOf(ME)
    await lab.testId('swap-submit').click()
    await lab.approve() // eth_sendTransaction: swapExactETHForTokens
    await lab.testId('swap-success').waitFor({ timeout: 20_000 })
    expect((await pusdOf(ME)) - before).toBe(expected)
    expect(await lab.text('swap-success')).toContain(`${formatUnits(expected, 6)} PUSD`)
    // the swap is in Activity at once (sent from the dialog), then the indexer has it too
    const tx = (await lab.testId('swap-success').getAttribute('data-tx')) as Hex
    await lab.testId('swap-done').click()
    await lab.testId('account-tab-activity').click()
    await lab.testId(`activity-row-${tx}`).waitFor({ timeout: 20_000 })
    lab.assertClean()
  })

  it('PUSD → ETH: step 1 approves exactly the amount, step 2 swaps; nothing stays approved', async () => {
    const lab = await openSwap()
    await lab.testId('swap-flip').click()
    expect(await lab.testId('swap-from-token').textContent()).toContain('PUSD')
    const amount = parseUnits('100', 6)
    const expected = await quoteOut(amount, [PUSD, amm.weth])
    await quote(lab, '100')
    const pusdBefore = await pusdOf(ME)
    const ethBefore = await evm.getBalance({ address: ME })
    await lab.testId('swap-submit').click()
    await lab.waitForPrompt()
    expect(await lab.testId('swap-progress').getAttribute('data-step')).toBe('approve')
    expect((await lab.text('lab-wallet-details')).toLowerCase()).toContain(`to: ${PUSD.toLowerCase()}`)
    await lab.approve() // approve(router, 100 PUSD)
    await expect
      .poll(() => lab.testId('swap-progress').getAttribute('data-step'), { timeout: 20_000 })
      .toBe('swap')
    await lab.approve() // swapExactTokensForETH
    await lab.testId('swap-success').waitFor({ timeout: 20_000 })
    expect(pusdBefore - (await pusdOf(ME))).toBe(amount)
    const gained = (await evm.getBalance({ address: ME })) - ethBefore
    // the ether received, less the two transactions' fees
    expect(gained > expected - parseEther('0.01') && gained < expected).toBe(true)
    expect(
      await evm.readContract({
        address: PUSD,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [ME, amm.router],
      }),
    ).toBe(0n)
    lab.assertClean()
  })

  it('the price moves beyond the slippage before the wallet approves: the swap reverts, "nothing was swapped", a new quote works', async () => {
    const lab = await openSwap()
    await quote(lab, '1')
    const before = await pusdOf(ME)
    await lab.testId('swap-submit').click()
    await lab.waitForPrompt()
    // another trader buys PUSD with 10 ETH first: the pool now gives much less for 1 ETH
    const whale = DEVNET_ACCOUNTS[5]!
    const wallet = createWalletClient({
      account: privateKeyToAccount(whale.privateKey),
      chain: defineChain({
        id: chain.chainId,
        name: chain.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      transport: http(chain.rpcUrl),
    })
    const { timestamp } = await evm.getBlock()
    const moved = await wallet.writeContract({
      address: amm.router,
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'swapExactETHForTokens',
      args: [0n, [amm.weth, PUSD], whale.address, timestamp + 600n],
      value: parseEther('10'),
    })
    expect((await evm.waitForTransactionReceipt({ hash: moved, pollingInterval: 50 })).status).toBe('success')
    await lab.approve() // the swap built for the old price: mined, reverted on chain
    await lab.testId('swap-problem').waitFor({ timeout: 20_000 })
    await expect
      .poll(() => lab.testId('swap-problem').getAttribute('data-key'), { timeout: 20_000 })
      .toBe('priceMoved')
    expect(await lab.text('swap-problem')).toBe('The price moved: nothing was swapped.')
    expect(await pusdOf(ME)).toBe(before)
    await lab.testId('swap-new-quote').click()
    await lab.testId('swap-rate').waitFor({ timeout: 15_000 })
    const expected = await quoteOut(parseEther('1'), [amm.weth, PUSD])
    expect(await lab.testId('swap-to-amount').inputValue()).toBe(formatUnits(expected, 6))
    await lab.testId('swap-submit').click()
    await lab.approve()
    await lab.testId('swap-success').waitFor({ timeout: 20_000 })
    expect((await pusdOf(ME)) - before).toBe(expected)
    lab.assertClean()
  })

  it('the amount to receive typed instead: the input is quoted, the most that may be paid shown; exactly that amount arrives', async () => {
    const lab = await openSwap()
    const want = parseUnits('500', 6)
    await lab.testId('swap-to-amount').fill('500')
    await lab.testId('swap-maximum').waitFor({ timeout: 15_000 })
    const [needed] = await evm.readContract({
      address: amm.router,
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'getAmountsIn',
      args: [want, [amm.weth, PUSD]],
    })
    expect(await lab.testId('swap-amount').inputValue()).toBe(formatUnits(needed!, 18))
    expect(await lab.text('swap-maximum')).toMatch(/ETH$/)
    const before = await pusdOf(ME)
    await lab.testId('swap-submit').click()
    await lab.approve() // swapETHForExactTokens
    await lab.testId('swap-success').waitFor({ timeout: 20_000 })
    expect((await pusdOf(ME)) - before).toBe(want)
    expect(await lab.text('swap-success')).toContain('500 PUSD')
    lab.assertClean()
  })

  it('§8 a network without swaps: Network not supported for Swaps', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl, 'default')
    chromium.cleanups.push(() => lab.close())
    await lab.connectLabWallet()
    await lab.testId('connect-button').click()
    await lab.testId('account-network').click()
    await lab.testId('network-eip155:31338').click()
    await lab.approve() // wallet_addEthereumChain
    await lab.waitForText('lab-caip-network', 'eip155:31338')
    await lab.testId('account-action-swaps').click()
    await lab.testId('swap-unsupported').waitFor({ timeout: 15_000 })
    expect(await lab.text('swap-problem')).toBe('Network not supported for Swaps')
    lab.assertClean()
  })
})
