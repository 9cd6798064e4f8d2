import type { SOCIAL_PROVIDERS } from '../constants/constants.js'

/** SPEC §3 `features.socials`: the providers shown, in order, or `false` for none. */
export type SocialsOption = false | ((typeof SOCIAL_PROVIDERS)[number] | 'farcaster')[]

/**
 * The `features` flags core itself reads (SPEC §3, §9): their defaults are applied when the options
 * are validated. `email` is here because core checks the page's origin for it at start (SPEC §6).
 */
export interface CoreFeatureFlags {
  email: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  pay: boolean
}

/**
 * SPEC §3 `features` as validated: core's own flags with their defaults, the social providers, and
 * any other boolean flag as the host gave it. A feature's own flag (swaps, onramp, receive, send,
 * history…) has no entry until the host sets it: the feature supplies its default when it reads
 * the flag (`isFeatureOn`), so adding a feature edits no options schema.
 */
export type FeatureOptions = CoreFeatureFlags & {
  socials: SocialsOption
  readonly [flag: string]: boolean | SocialsOption | undefined
}

/** What a host may pass as `features`: any flag on or off, and the social providers. */
export type FeatureOptionsInput = Partial<CoreFeatureFlags> & {
  socials?: SocialsOption
  readonly [flag: string]: boolean | SocialsOption | undefined
}

/** `features.<flag>` as the host set it, else `fallback` (the default its feature gives, SPEC §9). */
export function isFeatureOn(options: { features: FeatureOptions }, flag: string, fallback: boolean): boolean {
  const value = options.features[flag]
  return typeof value === 'boolean' ? value : fallback
}
