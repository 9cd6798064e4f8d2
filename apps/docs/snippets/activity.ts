import type { Portico } from '@portico/core'
import { activityStateOf, fetchTransactions } from '@portico/core/features/activity'

// the Activity tab needs apiUrl (or blockchainApiUrl) and features.history (on by default)
export async function latestTransactions(portico: Portico) {
  await fetchTransactions(portico, { reset: true })
  return activityStateOf(portico).transactions
}
