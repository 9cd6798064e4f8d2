/** What the secure site keeps its state in (made by `openSiteStorage`, shared by every route). */
import type { Db, Envelope, Waker } from '@portico/server-kit'

export interface SiteStorage {
  db: Db
  /** encrypts the wallets' shares and the stored secrets (the operator's SHARE_KEYS) */
  envelope: Envelope
  /** long polls: `device:<id>`, `social:<state>`, `farcaster:<token hash>` on every replica */
  waker: Waker
  /** the HMAC key of the stored codes: the operator's OTP_SECRET, else one stored in the database */
  otpSecret: string
  /** stops the waits; closes the database unless the caller gave it */
  close(): Promise<void>
}

/** the LISTEN/NOTIFY channel of the secure site's wake-ups */
export const SITE_CHANNEL = 'portico_secure_site'
/** the envelope's scope and the migrations' name */
export const SITE_SCOPE = 'secure-site'
