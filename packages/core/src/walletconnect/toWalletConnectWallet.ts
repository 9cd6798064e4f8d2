import type { WalletConnectWallet, WalletConnectWalletInput } from './WalletConnectController.js'

/**
 * A wallet picked for WalletConnect (a registry row, or the host's), kept with its non-empty
 * strings only. In the engine chunk: picking a wallet is never the startup path.
 */
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined)

/** keeps the known fields of an untrusted wallet record; undefined when it has no id or name */
export function toWalletConnectWallet(input: WalletConnectWalletInput | undefined) {
  const id = str(input?.id)
  const name = str(input?.name)
  if (!input || !id || !name) return undefined
  const wallet: WalletConnectWallet = { id, name }
  const imageUrl = str(input.imageUrl) ?? str(input.image_url)
  if (imageUrl) wallet.imageUrl = imageUrl
  for (const k of ['mobile_link', 'desktop_link', 'webapp_link'] as const) {
    const v = str(input[k])
    if (v) wallet[k] = v
  }
  return wallet
}

/** where the page remembers a QR that may still be answered (kept here: startup code owns storage keys) */
