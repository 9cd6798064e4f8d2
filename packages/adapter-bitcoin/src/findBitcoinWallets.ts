/**
 * Bitcoin wallets on the page, without their clients (bitcoinWalletClient.ts, loaded on connect):
 * sats-connect providers listed in `window.btc_providers` and wallet-standard bitcoin wallets.
 */
import type { Wallet } from '@wallet-standard/base'

export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(event: string, cb: (data?: unknown) => void): () => void
}

export interface InjectedBitcoinWallet {
  id: string
  name: string
  icon?: string
  provider: SatsConnectProvider
}

/** Reads `window.btc_providers` and resolves each entry's provider. Bad entries are skipped. */
export function findInjectedBitcoinWallets(win: unknown): InjectedBitcoinWallet[] {
  const w = win as Record<string, unknown> | undefined
  const list = w && Array.isArray(w.btc_providers) ? (w.btc_providers as unknown[]) : []
  const out: InjectedBitcoinWallet[] = []
  for (const entry of list) {
    if (!entry || typeof entry !== 'object') continue
    const { id, name, icon } = entry as { id?: unknown; name?: unknown; icon?: unknown }
    if (typeof id !== 'string' || typeof name !== 'string' || !id || !name) continue
    let target: unknown = w
    for (const part of id.split('.')) target = (target as Record<string, unknown> | undefined)?.[part]
    if (!target || typeof (target as SatsConnectProvider).request !== 'function') continue
    out.push({
      id,
      name,
      ...(typeof icon === 'string' ? { icon } : {}),
      provider: target as SatsConnectProvider,
    })
  }
  return out
}

export function isBitcoinStandardWallet(wallet: Wallet): boolean {
  return (
    Boolean(wallet?.features?.['bitcoin:connect']) &&
    Array.isArray(wallet.chains) &&
    wallet.chains.some((c) => typeof c === 'string' && (c.startsWith('bitcoin:') || c.startsWith('bip122:')))
  )
}
