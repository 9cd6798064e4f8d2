/**
 * SPEC §9 timeouts of the embedded wallet, and the §5 email cooldown. Their own module (the same
 * values as constants.ts's TIMEOUTS): a lazy chunk reading constants.ts made the host's bundler
 * split the startup into more chunks (docs/architecture.md "Startup cost").
 */
export const EMBEDDED_TIMEOUTS = {
  iframeLoad: 20_000,
  connect: 30_000,
  device: 30_000,
  otp: 30_000,
  signOut: 3_000,
  readyDelay: 500,
  rpc: 10_000,
  social: 30_000,
} as const

/** SPEC §5, §9: 30 s between two codes to the same address */
export const EMAIL_COOLDOWN_MS = 30_000
