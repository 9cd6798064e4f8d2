/** The secure site's records as its code sees them (the rows of `siteMigrations.ts`). */

/** a social or farcaster account a user signs in with (SPEC §1, §5 providers) */
export type IdentityProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'

export interface UserRecord {
  id: string
  /** lower-cased; absent for a user who came by a provider that gave none (x, farcaster) */
  email?: string
  /** the provider's display name (SPEC §3 user.username) */
  username?: string
  /** the provider the user first came by, absent for an email login */
  provider?: IdentityProvider
  createdAt: number
}

export interface WalletAddresses {
  eip155: string
  solana: string
}

export interface WalletShares {
  /** the server's share of the seed (2-of-3), as the frame encoded it */
  authShare: string
  /** the third share, encrypted in the frame with a key from the recovery code */
  recoveryShare: string
}

/**
 * how a session was made: each proves control of the user's email or provider account, so each
 * may read the auth share
 */
export type SessionMethod = 'email' | 'social' | 'farcaster'

export interface SessionRecord {
  /** SHA-256 (hex) of the bearer token; the token itself is never stored */
  tokenHash: string
  userId: string
  deviceId: string
  method: SessionMethod | (string & {})
  createdAt: number
  expiresAt: number
}

export interface DeviceRequestRecord {
  id: string
  userId: string
  email: string
  deviceId: string
  expiresAt: number
  approved: boolean
  /** the login code was mailed after the approval */
  codeSent: boolean
}

export interface EmailUpdateRecord {
  userId: string
  newEmail: string
  stage: 'primary' | 'secondary'
  expiresAt: number
}
