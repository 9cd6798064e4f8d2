/**
 * The constants code on a host's startup path reads (storage, options' defaults, connectors'
 * order, balance and toast timings). Apart from constants.ts, which re-exports them: a constant a
 * lazy chunk reads from a module the startup holds is emitted in the startup (docs/architecture.md
 * "Startup cost"), so the startup holds only this module.
 */
import type { AccountType, ChainNamespace } from '../types/chain.js'

export const STORAGE_PREFIX = 'portico:'

export const BALANCE_RETRY_LOCK_MS = 30_000

export const BALANCE_CACHE_MS = 30_000

/** SPEC §9 connector order. */
export const CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

export type ConnectorSection = (typeof CONNECTOR_ORDER)[number]

export const DEFAULT_FEATURES = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
} as const

/** SPEC §6 default account types. */
export const DEFAULT_ACCOUNT_TYPES: Partial<Record<ChainNamespace, AccountType>> = {
  eip155: 'smartAccount',
  bip122: 'payment',
  polkadot: 'eoa',
  solana: 'eoa',
}

/** How long a toast stays up. */
export const TOAST_DURATION_MS = 2_500
