import { type AccountState, EMPTY_ACCOUNT } from '../types/account.js'
import type { StoredConnectionRecord } from './storedConnections.js'

/**
 * SPEC §4: the account of a stored connection while it is restored: "connecting", with the address
 * it last showed (so a returning visitor's button shows the account at once, not a spinner).
 * The same state a server renders from the cookie (ssr/hydrationState.ts): the first client render
 * matches the server's HTML.
 */
export function restoringAccount(record: Pick<StoredConnectionRecord, 'address'> | undefined): AccountState {
  return {
    ...EMPTY_ACCOUNT,
    status: 'connecting',
    allAccounts: [],
    ...(record?.address ? { address: record.address } : {}),
  }
}
