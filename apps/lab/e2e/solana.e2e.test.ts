import { SOLANA_LAB_ADDRESSES, SOLANA_LOCALNET_CHAIN_REF } from '@portico/lab-wallet/solana'
import { describe, expect, inject, it } from 'vitest'
import { verifySolanaSignature } from '../src/namespaces/solanaLab.js'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'
import {
  approveNext,
  openMobileWallet,
  rejectNext,
  startWalletConnect,
} from './support/walletConnectSteps.js'

const labUrl = inject('labUrl')
const env = inject('labEnv')
const chromium = setupLabBrowser()

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const res = await fetch(env.solanaRpcUrl!, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await res.json()) as { result: T }).result
}
const lamportsOf = async (address: string) => (await rpc<{ value: number }>('getBalance', [address])).value
const tokensOf = async (owner: string) => {
  const r = await rpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>('getTokenAccountsByOwner', [owner, { mint: SOLANA_LAB_ADDRESSES.mint }, { encoding: 'jsonParsed' }])
  return r.value.reduce((s, a) => s + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n)
}

async function connectSolana(lab: LabPage) {
  await lab.testId('connect-button').click()
  await lab.dialog.waitFor()
  await lab.testId('wallet-solana.lab-solana-wallet').click()
  await lab.approve()
  await lab.waitForText('solana-status', 'connected')
}

describe('solana end to end: Lab Solana Wallet (wallet-standard) → adapter-solana → local LiteSVM RPC', () => {
  it('§4 connect, sign (ed25519 verified), SOL and SPL transfers confirmed, reload, disconnect', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl, 'solana')
    try {
      await connectSolana(lab)
      const address = SOLANA_LAB_ADDRESSES.wallet
      expect(await lab.text('solana-caip-address')).toBe(`solana:${SOLANA_LOCALNET_CHAIN_REF}:${address}`)
      await lab.waitForText('solana-balance', /^\d+(\.\d+)? SOL$/)

      // sign; verified in the page (WebCrypto) and here
      await lab.testId('solana-sign').click()
      await lab.approve()
      await lab.waitForText('solana-signature-verified', 'valid')
      const signature = await lab.text('solana-signature')
      expect(await verifySolanaSignature({ address, message: 'Hello from Portico Lab', signature })).toBe(
        true,
      )

      // SOL: 0.5 to the receiver, confirmed on the ledger; the panel's balance follows
      const receiver = SOLANA_LAB_ADDRESSES.receiver
      const before = await lamportsOf(receiver)
      const shownBefore = await lab.text('solana-balance')
      await lab.testId('solana-send-sol').click()
      await lab.approve()
      await lab.waitForText('solana-sent', /^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
      expect((await lamportsOf(receiver)) - before).toBe(500_000_000)
      const walletSol = (await lamportsOf(address)) / 1e9
      await lab.waitForText('solana-balance', `${walletSol} SOL`)
      expect(await lab.text('solana-balance')).not.toBe(shownBefore)

      // SPL: 0.5 PLT to the receiver
      const tokensBefore = await tokensOf(address)
      await lab.testId('solana-send-spl').click()
      await lab.approve()
      await expect.poll(() => tokensOf(address), { timeout: 15_000 }).toBe(tokensBefore - 500_000n)
      await lab.waitForText('solana-token-balance', String(Number(tokensBefore - 500_000n) / 1e6))

      // reload: still connected
      await lab.reload()
      await lab.waitForText('solana-status', 'connected')
      expect(await lab.text('solana-caip-address')).toContain(address)

      // disconnect from the dialog
      await lab.testId('connect-button').click()
      await lab.testId('account-disconnect').click()
      await lab.waitForText('solana-status', 'disconnected')
      await lab.reload()
      await lab.waitForText('solana-status', 'disconnected')
      lab.assertClean()
    } finally {
      await lab.close()
    }
  })

  it('§4 rejecting in the Lab Solana Wallet shows the declined view', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl, 'solana')
    try {
      await lab.testId('connect-button').click()
      await lab.testId('wallet-solana.lab-solana-wallet').click()
      await lab.reject()
      await lab.testId('connecting-retry').waitFor()
      await expect.poll(() => lab.dialog.textContent()).toContain('Connection declined')
      expect(await lab.text('solana-status')).toBe('disconnected')
      lab.assertClean()
    } finally {
      await lab.close()
    }
  })
})

describe('solana over WalletConnect: lab mobile wallet (@reown/walletkit) → local relay → adapter-solana', () => {
  it('§4 WalletConnect: QR → connect → mobile wallet address → sign (verified) → send SOL (confirmed) → reject shows the error → reload keeps the session → disconnect', async () => {
    const cleanups: (() => Promise<unknown>)[] = []
    try {
      const lab = await LabPage.open(chromium.browser, labUrl, 'solana')
      cleanups.push(() => lab.close())
      const wallet = await openMobileWallet(env.relayUrl!, 'prompt', cleanups)
      const address = wallet.addresses.solana
      expect(address).toBe(SOLANA_LAB_ADDRESSES.mobileWallet)

      await wallet.pair(await startWalletConnect(lab))
      await approveNext(wallet, 'connect')
      await lab.waitForText('solana-status', 'connected')
      expect(await lab.text('solana-caip-address')).toBe(`solana:${SOLANA_LOCALNET_CHAIN_REF}:${address}`)
      expect(wallet.sessions()[0]?.namespaces).toContain('solana')
      // balances come from the local RPC (the mobile wallet is funded at startup)
      await lab.waitForText('solana-balance', /^\d+(\.\d+)? SOL$/)
      await lab.waitForText('solana-token-balance', /^\d+(\.\d+)?$/)

      // sign in the panel → approve in the mobile wallet → verified in the page and here
      await lab.testId('solana-sign').click()
      await approveNext(wallet, 'sign')
      await lab.waitForText('solana-signature-verified', 'valid')
      const signature = await lab.text('solana-signature')
      expect(await verifySolanaSignature({ address, message: 'Hello from Portico Lab', signature })).toBe(
        true,
      )

      // send 0.5 SOL → approve → the mobile wallet signs and sends; confirmed on the ledger
      const receiver = SOLANA_LAB_ADDRESSES.receiver
      const [receiverBefore, senderBefore] = [await lamportsOf(receiver), await lamportsOf(address)]
      await lab.testId('solana-send-sol').click()
      await approveNext(wallet, 'sign')
      await lab.waitForText('solana-sent', /^[1-9A-HJ-NP-Za-km-z]{80,90}$/, 30_000)
      expect((await lamportsOf(receiver)) - receiverBefore).toBe(500_000_000)
      const spent = senderBefore - (await lamportsOf(address))
      expect(spent).toBeGreaterThanOrEqual(500_000_000)
      expect(spent).toBeLessThan(500_100_000)
      await lab.waitForText('solana-balance', `${(await lamportsOf(address)) / 1e9} SOL`)
      const sent = await lab.text('solana-sent')
      const status = await rpc<{ value: ({ confirmationStatus: string } | null)[] }>('getSignatureStatuses', [
        [sent],
      ])
      expect(status.value[0]?.confirmationStatus).toBe('finalized')

      // a rejected request: the panel shows the error, nothing crashes
      await lab.testId('solana-sign').click()
      await rejectNext(wallet)
      await lab.waitForText('solana-error', /rejected/i)
      expect(await lab.text('solana-signature-verified')).toBe('—')
      expect(await lab.text('solana-status')).toBe('connected')

      // reload: still connected over the restored session, and signing still works
      await lab.reload()
      await lab.waitForText('solana-status', 'connected')
      expect(await lab.text('solana-caip-address')).toBe(`solana:${SOLANA_LOCALNET_CHAIN_REF}:${address}`)
      await lab.testId('solana-sign').click()
      await approveNext(wallet, 'sign')
      await lab.waitForText('solana-signature-verified', 'valid')

      // disconnect from the dialog
      await lab.testId('connect-button').click()
      await lab.testId('account-disconnect').click()
      await lab.waitForText('solana-status', 'disconnected')
      await expect.poll(() => wallet.sessions().length, { timeout: 15_000 }).toBe(0)
      await lab.reload()
      await lab.waitForText('solana-status', 'disconnected')
      lab.assertClean()
    } finally {
      for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined)
    }
  })
})
