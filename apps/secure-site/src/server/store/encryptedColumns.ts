/**
 * Every column of the secure site that holds envelope ciphertexts, with the associated data its
 * values are bound to (the row): the list key rotation re-encrypts (`rotateKeys.ts`). A new
 * encrypted column must be added here.
 */
import type { EncryptedColumn } from '@portico/server-kit'

export const authShareAad = (userId: string) => `wallets.auth_share|${userId}`
export const recoveryShareAad = (userId: string) => `wallets.recovery_share|${userId}`
export const farcasterOutcomeAad = (tokenHash: string) => `farcaster_channels.outcome|${tokenHash}`

export const ENCRYPTED_COLUMNS: EncryptedColumn[] = [
  { table: 'wallets', key: 'user_id', column: 'auth_share', aad: authShareAad },
  { table: 'wallets', key: 'user_id', column: 'recovery_share', aad: recoveryShareAad },
  { table: 'farcaster_channels', key: 'token_hash', column: 'outcome', aad: farcasterOutcomeAad },
]
