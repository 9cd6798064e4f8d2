/**
 * EIP-6963 discovery: announce the lab wallet now and whenever a dapp asks. Hand-written because
 * the standard is two window events; libraries (e.g. mipd) implement the dapp side only.
 */
import { LAB_WALLET_ICON } from './labWalletIcon.js'

export interface LabWalletInfo {
  uuid: string
  name: string
  /** A data: URI (RFC 2397), e.g. an SVG. */
  icon: string
  rdns: string
}

export interface AnnounceLabWalletOptions extends Partial<LabWalletInfo> {
  /** Where to dispatch and listen (default: window). */
  target?: EventTarget
}

export const LAB_WALLET_INFO = Object.freeze({
  name: 'Lab Wallet',
  rdns: 'dev.portico.labwallet',
  icon: LAB_WALLET_ICON,
})

/** Returns a function that stops answering `eip6963:requestProvider`. */
export function announceLabWallet(provider: unknown, options: AnnounceLabWalletOptions = {}): () => void {
  const target = options.target ?? (typeof window !== 'undefined' ? window : undefined)
  if (!target) throw new Error('announceLabWallet needs a window (or pass `target`)')
  const info: LabWalletInfo = Object.freeze({
    uuid: options.uuid ?? randomUuid(),
    name: options.name ?? LAB_WALLET_INFO.name,
    icon: options.icon ?? LAB_WALLET_INFO.icon,
    rdns: options.rdns ?? LAB_WALLET_INFO.rdns,
  })
  if (!info.icon.startsWith('data:')) throw new Error('EIP-6963 icons must be data: URIs')
  const announce = () => {
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  }
  announce()
  target.addEventListener('eip6963:requestProvider', announce)
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}

/** UUIDv4; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
