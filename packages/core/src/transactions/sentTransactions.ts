/**
 * Transactions the user sent from the dialog (send, and later swap), kept so the Activity tab
 * shows one at once as pending, before any indexer has seen it, and turns it confirmed or failed
 * when the adapter knows. Shared by features through core, so no feature imports another.
 * SPEC §9: at most 99 pending transactions are kept.
 */
import { PENDING_TRANSACTIONS_LIMIT } from '../constants/constants.js'
import type { Portico } from '../portico/Portico.js'
import type { CaipNetworkId } from '../types/chain.js'

export type SentTransactionStatus = 'pending' | 'confirmed' | 'failed'

export interface SentTransaction {
  /** the transaction hash or signature */
  id: string
  caipNetworkId: CaipNetworkId
  from: string
  to: string
  /** a decimal string in the token's units */
  amount: string
  symbol: string
  status: SentTransactionStatus
  /** ms since the epoch, when the wallet returned the hash */
  submittedAt: number
  explorerUrl?: string
}

declare module '../store/PorticoState.js' {
  interface FeatureStates {
    sentTransactions?: readonly SentTransaction[]
  }
}

export const sentTransactionsOf = (portico: Pick<Portico, 'getState'>): readonly SentTransaction[] =>
  portico.getState().features.sentTransactions ?? []

function write(portico: Pick<Portico, 'getState' | 'store'>, list: readonly SentTransaction[]) {
  const s = portico.getState()
  portico.store.setState({ features: { ...s.features, sentTransactions: list } })
}

/** Records a transaction the wallet has just signed and sent (newest first; replaces the same id). */
export function recordSentTransaction(
  portico: Pick<Portico, 'getState' | 'store'>,
  tx: Omit<SentTransaction, 'status'> & { status?: SentTransactionStatus },
): void {
  const rest = sentTransactionsOf(portico).filter((t) => t.id !== tx.id)
  write(portico, [{ ...tx, status: tx.status ?? 'pending' }, ...rest].slice(0, PENDING_TRANSACTIONS_LIMIT))
}

/** The adapter knows the outcome: the transaction turns confirmed or failed. */
export function settleSentTransaction(
  portico: Pick<Portico, 'getState' | 'store'>,
  id: string,
  status: Exclude<SentTransactionStatus, 'pending'>,
  extra: { explorerUrl?: string } = {},
): void {
  const list = sentTransactionsOf(portico)
  if (!list.some((t) => t.id === id)) return
  write(
    portico,
    list.map((t) => (t.id === id ? { ...t, status, ...extra } : t)),
  )
}
