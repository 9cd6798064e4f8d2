/**
 * The server's part of a wallet (docs/embedded-wallet.md, "Keys"): the auth share and the recovery
 * share (already encrypted by the frame), both envelope-encrypted here with the operator's key
 * and bound to their user (associated data), and the wallet's addresses. Stored once: an `insert …
 * on conflict do nothing` — of two wallets posted at once for one user, one is kept.
 */
import type { Db, Envelope } from '@portico/server-kit'
import { authShareAad, recoveryShareAad } from './encryptedColumns.js'
import type { WalletAddresses, WalletShares } from './records.js'

/** false when the user already has a wallet */
export async function storeWallet(
  deps: { db: Db; envelope: Envelope },
  userId: string,
  wallet: WalletShares & { addresses: WalletAddresses },
  now: number,
): Promise<boolean> {
  const auth = await deps.envelope.encrypt(wallet.authShare, authShareAad(userId))
  const recovery = await deps.envelope.encrypt(wallet.recoveryShare, recoveryShareAad(userId))
  const rows = await deps.db.query(
    `insert into wallets (user_id, auth_share, recovery_share, eip155_address, solana_address, created_at)
     values ($1, $2, $3, $4, $5, $6) on conflict (user_id) do nothing returning user_id`,
    [userId, auth, recovery, wallet.addresses.eip155, wallet.addresses.solana, now],
  )
  return rows.length > 0
}

export async function walletAddresses(db: Db, userId: string): Promise<WalletAddresses | undefined> {
  const [row] = await db.query<{ eip155_address: string; solana_address: string }>(
    'select eip155_address, solana_address from wallets where user_id = $1',
    [userId],
  )
  return row && { eip155: row.eip155_address, solana: row.solana_address }
}

/** the shares in clear (decrypted here, for the frame of a signed-in user only) */
export async function walletShares(
  deps: { db: Db; envelope: Envelope },
  userId: string,
): Promise<WalletShares | undefined> {
  const [row] = await deps.db.query<{ auth_share: string; recovery_share: string }>(
    'select auth_share, recovery_share from wallets where user_id = $1',
    [userId],
  )
  if (!row) return undefined
  return {
    authShare: await deps.envelope.decrypt(row.auth_share, authShareAad(userId)),
    recoveryShare: await deps.envelope.decrypt(row.recovery_share, recoveryShareAad(userId)),
  }
}
