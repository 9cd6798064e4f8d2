/**
 * Whether the page runs on a phone or tablet (user agent), for SPEC §9's mobile wallet list:
 * the Connect view's registry wallets and All Wallets both follow it. False on the server.
 */
export function isMobileDevice(): boolean {
  return typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}
