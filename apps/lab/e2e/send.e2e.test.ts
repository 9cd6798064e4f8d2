/**
 * Send from the dialog, end to end on local parts: the lab wallet (EIP-1193 over EIP-6963) on
 * anvil, the Lab Solana Wallet on the LiteSVM ledger, and the lab mobile wallet over the local
 * WalletConnect relay. Balances are read back from the chains.
 */
import { SOLANA_LAB_ADDRESSES } from '@portico/lab-wallet/solana'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { encodeBase58 } from '../src/namespaces/solanaLab.js'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'
import { approveNext, openMobileWallet, startWalletConnect } from './support/walletConnectSteps.js'

const labUrl = inject('labUrl')
const env = inject('labEnv')
const chromium = setupLabBrowser()
const evm = createPublicClient({ transport: http(env.chains[0]!.rpcUrl) })
const freshEvmAddress = () => privateKeyToAddress(generatePrivateKey())

async function openLab(config = 'default') {
  const lab = await LabPage.open(chromium.browser, labUrl, config)
  chromium.cleanups.push(() => lab.close())
  return lab
}

/** Account view → Send → the form filled → Review → the review screen */
async function fillAndReview(lab: LabPage, opts: { token?: string; amount: string; to: string }) {
  await lab.testId('connect-button').click()
  await lab.testId('account-action-send').click()
  await lab.testId('send-form').waitFor()
  if (opts.token) {
    await expect.poll(() => lab.testId('send-token').textContent(), { timeout: 10_000 }).toMatch(/\d/)
    await lab.testId('send-token').click()
    await lab.testId(`send-token-${opts.token}`).click()
  }
  await lab.testId('send-amount').fill(opts.amount)
  await lab.testId('send-to').fill(opts.to)
  await lab.testId('send-review').click()
  await lab.testId('send-preview').waitFor()
}

describe('Send', () => {
  it('§4 ETH, then an ERC-20 (a transfer call): the recipients hold exactly what was sent', async () => {
    const lab = await openLab()
    await lab.connectLabWallet()
    const to = freshEvmAddress()
    await fillAndReview(lab, { amount: '0.25', to })
    expect(await lab.text('send-preview-amount')).toBe('0.25 ETH')
    expect(await lab.text('send-preview-fee')).toMatch(/^0\.\d+ ETH$/)
    await lab.testId('send-confirm').click()
    await lab.approve()
    await lab.testId('send-success').waitFor({ timeout: 20_000 })
    expect(await evm.getBalance({ address: to })).toBe(parseEther('0.25'))
    // the explorer link names the transaction
    const tx = await lab.testId('send-success').getAttribute('data-tx')
    expect(await lab.testId('send-explorer').getAttribute('href')).toBe(
      `${labUrl.replace(/\/$/, '')}/explorer/31337/tx/${tx}`,
    )
    await lab.testId('send-done').click()
    await lab.testId('account-view').waitFor()

    // LAB, not PUSD: other e2e files assert the lab wallet's PUSD balance (the devnet is shared)
    const token = env.tokens!.find((t) => t.chainId === 31337 && t.symbol === 'LAB')!
    const tokenTo = freshEvmAddress()
    await lab.page.keyboard.press('Escape')
    await fillAndReview(lab, { token: token.symbol, amount: '3.5', to: tokenTo })
    expect(await lab.text('send-preview-amount')).toBe(`3.5 ${token.symbol}`)
    await lab.testId('send-confirm').click()
    await lab.approve()
    await lab.testId('send-success').waitFor({ timeout: 20_000 })
    const held = await evm.readContract({
      address: token.address as `0x${string}`,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [tokenTo],
    })
    expect(held).toBe(parseUnits('3.5', token.decimals))
    lab.assertClean()
  })

  it('§8 declined in the wallet: Signature declined, the form is kept, trying again sends', async () => {
    const lab = await openLab()
    await lab.connectLabWallet()
    const to = freshEvmAddress()
    await fillAndReview(lab, { amount: '0.1', to })
    await lab.testId('send-confirm').click()
    await lab.reject()
    await lab.testId('send-declined').waitFor()
    await expect.poll(() => lab.text('portico-toast')).toBe('Signature declined')
    expect(await evm.getBalance({ address: to })).toBe(0n)
    // the form kept what was typed
    await lab.testId('send-edit').click()
    expect(await lab.testId('send-amount').inputValue()).toBe('0.1')
    expect(await lab.testId('send-to').inputValue()).toBe(to)
    await lab.testId('send-review').click()
    await lab.testId('send-confirm').click()
    await lab.approve()
    await lab.testId('send-success').waitFor({ timeout: 20_000 })
    expect(await evm.getBalance({ address: to })).toBe(parseEther('0.1'))
    lab.assertClean()
  })

  it('§5 an amount above the balance is refused before the wallet opens', async () => {
    const lab = await openLab()
    await lab.connectLabWallet()
    await lab.testId('connect-button').click()
    await lab.testId('account-action-send').click()
    await lab.testId('send-amount').fill('1000000')
    await lab.testId('send-to').fill(freshEvmAddress())
    await lab.testId('send-review').click()
    await expect.poll(() => lab.testId('send-problem').getAttribute('data-code')).toBe('INSUFFICIENT_FUNDS')
    expect(await lab.text('send-problem')).toBe('Insufficient funds')
    expect(await lab.testId('send-preview').count()).toBe(0)
    expect(await lab.testId('lab-wallet-prompt').count()).toBe(0)
    lab.assertClean()
  })

  it('§4 solana: SOL and an SPL token to a fresh recipient (its token account is created)', async () => {
    const lab = await openLab('solana')
    await lab.connectLabSolanaWallet()
    const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign'])) as CryptoKeyPair
    const recipient = encodeBase58(new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey)))

    await fillAndReview(lab, { amount: '0.5', to: recipient })
    expect(await lab.text('send-preview-fee')).toBe('0.000005 SOL')
    await lab.testId('send-confirm').click()
    await lab.approve()
    await lab.testId('send-success').waitFor({ timeout: 20_000 })
    expect(await solanaRpc<{ value: number }>('getBalance', [recipient]).then((r) => r.value)).toBe(
      500_000_000,
    )
    await lab.testId('send-done').click()

    await lab.page.keyboard.press('Escape')
    await fillAndReview(lab, { token: 'PLT', amount: '12.5', to: recipient })
    // the fee includes the rent of the recipient's new token account
    expect(await lab.text('send-preview-fee')).toMatch(/^0\.00\d+ SOL$/)
    await lab.testId('send-confirm').click()
    await lab.approve()
    await lab.testId('send-success').waitFor({ timeout: 20_000 })
    const accounts = await solanaRpc<{
      value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
    }>('getTokenAccountsByOwner', [
      recipient,
      { mint: SOLANA_LAB_ADDRESSES.mint },
      { encoding: 'jsonParsed' },
    ])
    expect(accounts.value.map((a) => a.account.data.parsed.info.tokenAmount.amount)).toEqual(['12500000'])
    lab.assertClean()
  })

  it('§4 the same EVM send over a WalletConnect session with the lab mobile wallet', async () => {
    const lab = await openLab()
    const wallet = await openMobileWallet(env.relayUrl!, 'prompt', chromium.cleanups)
    const uri = await startWalletConnect(lab)
    await wallet.pair(uri)
    await approveNext(wallet, 'connect')
    await lab.waitForText('lab-status', 'connected')
    const to = freshEvmAddress()
    await fillAndReview(lab, { amount: '0.05', to })
    await lab.testId('send-confirm').click()
    await approveNext(wallet)
    await lab.testId('send-success').waitFor({ timeout: 20_000 })
    expect(await evm.getBalance({ address: to })).toBe(parseEther('0.05'))
    lab.assertClean()
  })
})

async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const res = await fetch(env.solanaRpcUrl!, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await res.json()) as { result: T }).result
}
