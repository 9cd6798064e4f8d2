import { BITCOIN_REGTEST_REF } from '@portico/adapter-bitcoin'
import { SOLANA_LAB_ADDRESSES, SOLANA_LOCALNET_CHAIN_REF } from '@portico/lab-wallet/solana'
import { describe, expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'
import { openMobileWallet, startWalletConnect } from './support/walletConnectSteps.js'

const labUrl = inject('labUrl')
const labEnv = inject('labEnv')
const chromium = setupLabBrowser()
const { cleanups } = chromium

type Accounts = Record<string, { status: string; address?: string; caipAddress?: string } | undefined>
const SOLANA_NET = `solana:${SOLANA_LOCALNET_CHAIN_REF}`

describe('multichain: one dialog for EVM + Solana + Bitcoin (+ Polkadot + Cosmos when present)', () => {
  it('§3 the Networks view groups by namespace; each namespace keeps its own account state when switching', async () => {
    // wallet=auto: the lab wallets approve everything (the prompts are covered by the per-namespace tests)
    const lab = await LabPage.open(chromium.browser, labUrl, 'multichain&wallet=auto')
    const accounts = () =>
      lab.page.evaluate(
        () =>
          (window as unknown as { portico: { getState(): { accounts: Accounts } } }).portico.getState()
            .accounts,
      )
    const openConnect = () =>
      lab.page.evaluate(() =>
        (window as unknown as { portico: { open(o: { view: string }): void } }).portico.open({
          view: 'Connect',
        }),
      )
    try {
      // EVM first, then Solana, then Bitcoin, each from the same dialog
      await lab.testId('connect-button').click()
      await lab.testId('wallet-dev.portico.labwallet').click()
      await lab.waitForText('lab-status', 'connected')
      await openConnect()
      await lab.testId('wallet-solana.lab-solana-wallet').click()
      await lab.waitForText('solana-status', 'connected')
      await openConnect()
      await lab.testId('wallet-bip122.lab-bitcoin-wallet').click()
      await lab.waitForText('bitcoin-status', 'connected')

      const all = await accounts()
      expect(all.eip155?.status).toBe('connected')
      expect(all.solana?.caipAddress).toBe(`${SOLANA_NET}:${SOLANA_LAB_ADDRESSES.wallet}`)
      expect(all.bip122?.caipAddress).toMatch(new RegExp(`^bip122:${BITCOIN_REGTEST_REF}:bcrt1q`))
      const evmAddress = all.eip155!.address!

      // the Networks view: one group per namespace
      await lab.testId('connect-button').click()
      await lab.testId('account-network').click()
      await lab.testId('networks-view').waitFor()
      const headings = await lab.dialog.locator('.pt-group-heading').allTextContents()
      expect(headings.slice(0, 3)).toEqual(['EVM', 'Solana', 'Bitcoin'])

      // switch to an EVM network: the active namespace becomes eip155, the others keep their accounts
      await lab.testId('network-eip155:31337').click()
      await lab.waitForText('lab-address', evmAddress)
      await lab.page.keyboard.press('Escape')
      const afterEvm = await accounts()
      expect(afterEvm.solana?.status).toBe('connected')
      expect(afterEvm.bip122?.status).toBe('connected')
      expect(await lab.text('solana-status')).toBe('connected')

      // and back to Solana: its account is still there, unchanged
      await lab.testId('connect-button').click()
      await lab.testId('account-network').click()
      await lab.testId(`network-${SOLANA_NET}`).click()
      await lab.waitForText('lab-address', SOLANA_LAB_ADDRESSES.wallet)
      expect((await accounts()).eip155?.address).toBe(evmAddress)

      // reload: all three namespaces are restored
      await lab.reload()
      await expect
        .poll(
          async () => {
            const a = await accounts()
            return [a.eip155?.status, a.solana?.status, a.bip122?.status]
          },
          { timeout: 15_000 },
        )
        .toEqual(['connected', 'connected', 'connected'])
      lab.assertClean()
    } finally {
      await lab.close()
    }
  })

  it('§4 one WalletConnect session connects all five namespaces; reload restores them; the wallet ending it resets every account', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl, 'multichain')
    cleanups.push(() => lab.close())
    const wallet = await openMobileWallet(labEnv.relayUrl!, 'auto-approve', cleanups)
    const accounts = () =>
      lab.page.evaluate(
        () =>
          (window as unknown as { portico: { getState(): { accounts: Accounts } } }).portico.getState()
            .accounts,
      )
    const statuses = async () => {
      const a = await accounts()
      return ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'].map((ns) => a[ns]?.status ?? 'none')
    }
    await wallet.pair(await startWalletConnect(lab))
    await expect.poll(statuses, { timeout: 20_000 }).toEqual(Array(5).fill('connected'))
    const all = await accounts()
    expect(all.eip155?.address).toBe(wallet.addresses.eip155)
    expect(all.solana?.caipAddress).toBe(`${SOLANA_NET}:${wallet.addresses.solana}`)
    expect(all.bip122?.caipAddress).toMatch(new RegExp(`^bip122:${BITCOIN_REGTEST_REF}:bcrt1q`))
    expect(all.polkadot?.address).toBe(wallet.addresses.polkadot)
    expect(all.cosmos?.address).toBe(wallet.addresses.cosmos)
    expect(wallet.sessions()).toHaveLength(1)
    expect(wallet.sessions()[0]?.namespaces.sort()).toEqual([
      'bip122',
      'cosmos',
      'eip155',
      'polkadot',
      'solana',
    ])

    // each namespace signs through its own adapter over the one session
    await lab.testId('solana-sign').click()
    await lab.waitForText('solana-signature-verified', 'valid')
    await lab.testId('polkadot-sign').click()
    await lab.waitForText('polkadot-signature-verified', 'valid')

    await lab.reload()
    await expect.poll(statuses, { timeout: 20_000 }).toEqual(Array(5).fill('connected'))

    // SPEC §4: a WalletConnect disconnect event resets all accounts
    await wallet.disconnect()
    await expect.poll(statuses, { timeout: 15_000 }).toEqual(Array(5).fill('disconnected'))
    lab.assertClean()
  })
})
