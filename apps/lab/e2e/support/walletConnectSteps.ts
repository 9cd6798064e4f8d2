/**
 * WalletConnect steps shared by the e2e files: the lab in Chromium is the dapp, the lab mobile
 * wallet (@reown/walletkit, in the test's Node process) is the wallet; they meet only through
 * the local relay.
 */
import { createMobileWallet, type MobileWallet } from '@portico/testing'
import { expect, inject } from 'vitest'
import type { LabPage } from './LabPage.js'

/** a lab mobile wallet on the test's relay; `cleanups` gets its destroy */
export async function openMobileWallet(
  relayUrl: string,
  approval: 'prompt' | 'auto-approve' | 'auto-reject',
  cleanups: (() => Promise<unknown>)[],
): Promise<MobileWallet> {
  const env = inject('labEnv')
  const wallet = await createMobileWallet({
    relayUrl,
    chains: env.chains,
    approval,
    ...(env.solanaRpcUrl ? { solanaRpcUrl: env.solanaRpcUrl } : {}),
  })
  cleanups.push(() => wallet.destroy())
  return wallet
}

/** waits for the QR view's pairing URI (a new one when `previous` is given) */
export async function readUri(lab: LabPage, previous?: string): Promise<string> {
  const qr = lab.testId('wc-qr')
  await qr.waitFor()
  await expect
    .poll(
      async () =>
        ((await qr.getAttribute('data-uri')) ?? '') !== (previous ?? '') &&
        (await qr.getAttribute('data-uri')),
      { timeout: 15_000 },
    )
    .toBeTruthy()
  const uri = (await qr.getAttribute('data-uri')) ?? ''
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri
}

/** opens the dialog, picks WalletConnect (SPEC §9: the first connector) and reads the URI */
export async function startWalletConnect(lab: LabPage): Promise<string> {
  await lab.testId('connect-button').click()
  await lab.dialog.waitFor()
  await expect
    .poll(() => lab.dialog.locator('[data-testid^="wallet-"]').first().getAttribute('data-testid'))
    .toBe('wallet-walletConnect')
  await lab.testId('wallet-walletConnect').click()
  return readUri(lab)
}

/** approves the mobile wallet's next pending request (of `kind`, when given) */
export async function approveNext(wallet: MobileWallet, kind?: string): Promise<void> {
  await expect.poll(() => wallet.approvals.pending().length, { timeout: 15_000 }).toBeGreaterThan(0)
  const [req] = wallet.approvals.pending()
  if (kind) expect(req?.kind).toBe(kind)
  wallet.approvals.approve(req!.id)
}

/** rejects the mobile wallet's next pending request */
export async function rejectNext(wallet: MobileWallet): Promise<void> {
  await expect.poll(() => wallet.approvals.pending().length, { timeout: 15_000 }).toBeGreaterThan(0)
  const [req] = wallet.approvals.pending()
  wallet.approvals.reject(req!.id)
}

/** the summary of the mobile wallet's next pending request (what its approval prompt shows) */
export async function nextSummary(wallet: MobileWallet): Promise<string> {
  await expect.poll(() => wallet.approvals.pending().length, { timeout: 15_000 }).toBeGreaterThan(0)
  return wallet.approvals.pending()[0]?.summary ?? ''
}
