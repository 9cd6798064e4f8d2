/**
 * What the secure site keeps, behind a small synchronous interface: named tables of JSON records.
 * Synchronous on purpose: a read-check-write (an OTP attempt counter, a wallet stored once) is then
 * atomic in Node's single thread. `createMemoryStore` is the implementation (optionally saved to a
 * JSON file); a database-backed store would need the same operations to be atomic.
 */

export interface WalletRecord {
  /** the server's share of the seed (2-of-3), as the frame encoded it */
  authShare: string
  /** the third share, encrypted in the frame with a key from the recovery code */
  recoveryShare: string
  addresses: { eip155: string; solana: string }
  createdAt: number
}

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
  /** device ids an OTP login came from (newest last) */
  devices: string[]
  wallet?: WalletRecord
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

export interface OtpRecord {
  /** HMAC-SHA256(otpSecret, email + '|' + code), hex */
  hash: string
  email: string
  /** the device the code was sent for (login codes) */
  deviceId?: string
  expiresAt: number
  attempts: number
  /** the 5th wrong attempt voids the code */
  locked: boolean
}

export interface DeviceRequestRecord {
  id: string
  /** SHA-256 (hex) of the emailed link's token */
  tokenHash: string
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

export interface StoreTables {
  /** id → user */
  users: UserRecord
  /** email → user id */
  emails: string
  /** token hash → session */
  sessions: SessionRecord
  /** purpose key (`login:<email>`, `update-primary:<userId>`, ...) → code */
  otps: OtpRecord
  /** request id → device request */
  deviceRequests: DeviceRequestRecord
  /** link token hash → request id */
  deviceTokens: string
  /** user id → pending email change */
  emailUpdates: EmailUpdateRecord
  /** `<provider>:<the provider's stable user id>` → user id */
  identities: string
}

export interface Table<T> {
  /** a copy of the record */
  get(key: string): T | undefined
  /** stores a copy */
  set(key: string, value: T): void
  delete(key: string): void
  entries(): [string, T][]
}

export type SecureSiteStore = { readonly [K in keyof StoreTables]: Table<StoreTables[K]> } & {
  /** writes what is pending and stops (a no-op in memory) */
  close(): void
}

export const TABLE_NAMES = [
  'users',
  'emails',
  'sessions',
  'otps',
  'deviceRequests',
  'deviceTokens',
  'emailUpdates',
  'identities',
] as const satisfies readonly (keyof StoreTables)[]
