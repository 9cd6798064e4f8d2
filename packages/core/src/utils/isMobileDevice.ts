/**
 * Whether the page runs on a phone or tablet (user agent), the one mobile check of Portico:
 * SPEC §9's mobile wallet list and the WalletConnect deep links follow it. False on the server.
 */
export function isMobileDevice(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent)
}
