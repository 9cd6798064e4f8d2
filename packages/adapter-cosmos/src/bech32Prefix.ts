/** The human-readable prefix of a bech32 address (cosmos, osmo…); no library: startup code uses it. */
const BECH32_RE = /^([a-z][a-z0-9]*)1[02-9ac-hj-np-z]{38,58}$/

export function bech32Prefix(address: unknown): string | undefined {
  return typeof address === 'string' ? BECH32_RE.exec(address)?.[1] : undefined
}
