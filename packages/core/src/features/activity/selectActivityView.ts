import type { Transaction } from '../../api/apiSchemas.js'
import type { Portico } from '../../portico/Portico.js'
import { sentTransactionsOf } from '../../transactions/sentTransactions.js'
import { explorerTxUrl } from '../../utils/explorerUrl.js'

import { activityStateOf } from './fetchTransactions.js'
import { groupByMonth, type MonthGroup } from './groupByMonth.js'

export type ActivityKind = 'send' | 'receive' | 'mint' | 'approve' | 'execute'
export type ActivityStatus = 'pending' | 'confirmed' | 'failed'

/** One moved asset of a row: fungible (amount + symbol) or an NFT (its name). */
export interface ActivityAmount {
  direction: 'in' | 'out' | 'self'
  /** untrusted (API) decimal string */
  quantity: string
  /** untrusted (API): text only */
  symbol: string
  /** untrusted (API): shown only through a safe <img> */
  iconUrl?: string
  nft?: { name: string; imageUrl?: string }
}

/** A row of the Activity tab. */
export interface ActivityItem {
  id: string
  kind: ActivityKind
  status: ActivityStatus
  /** the other side; its profile name when the identity API knows one */
  counterparty?: { address: string; name?: string }
  amounts: ActivityAmount[]
  /** ms since the epoch */
  time: number
  explorerUrl?: string
}

export interface ActivityViewModel {
  /** SPEC §3: by year, then month, newest first within a month */
  groups: MonthGroup<ActivityItem>[]
  loading: boolean
  /** nothing to show (after the first page) */
  empty: boolean
  failed: boolean
  /** another page can be fetched */
  hasMore: boolean
  timeZone: string
}

const KINDS: readonly string[] = ['send', 'receive', 'mint', 'approve', 'execute']

/** SPEC §5: a transaction whose transfers are all NFT spam is hidden */
export const isSpamTransaction = (t: Transaction): boolean =>
  t.transfers.length > 0 && t.transfers.every((x) => x.nft_info?.flags.is_spam === true)

/** The page's time zone (the one months are read in unless the caller gives one). */
export const pageTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

function toItem(t: Transaction, owner: string, explorer: (hash: string) => string | undefined): ActivityItem {
  const m = t.metadata
  const status: ActivityStatus =
    m.status === 'confirmed' || m.status === 'failed' || m.status === 'pending' ? m.status : 'confirmed'
  const kind = (KINDS.includes(m.operationType) ? m.operationType : 'execute') as ActivityKind
  const from = m.sentFrom.toLowerCase()
  const other = from === owner ? m.sentTo : m.sentFrom
  const explorerUrl = explorer(m.hash)
  return {
    id: `${m.chain}:${t.id}`,
    kind,
    status,
    ...(other && other.toLowerCase() !== owner ? { counterparty: { address: other } } : {}),
    amounts: t.transfers.map((x) => ({
      direction: x.direction,
      quantity: x.quantity.numeric,
      symbol: x.fungible_info?.symbol ?? '',
      ...(x.fungible_info?.icon?.url ? { iconUrl: x.fungible_info.icon.url } : {}),
      ...(x.nft_info
        ? {
            nft: {
              name: x.nft_info.name,
              ...(x.nft_info.content?.preview?.url ? { imageUrl: x.nft_info.content.preview.url } : {}),
            },
          }
        : {}),
    })),
    time: Date.parse(m.minedAt),
    ...(explorerUrl ? { explorerUrl } : {}),
  }
}

/**
 * The Activity tab's view model: the fetched transactions of the connected chain without NFT
 * spam (SPEC §5), the transfers sent from this dialog that the server has not listed yet (shown
 * at once as pending, then confirmed), grouped by month in `timeZone` (SPEC §3).
 */
export function selectActivityView(
  portico: Pick<Portico, 'getState' | 'getActiveNetwork'>,
  opts: { timeZone?: string } = {},
): ActivityViewModel {
  const s = portico.getState()
  const ns = s.activeNamespace
  const network = portico.getActiveNetwork(ns)
  const owner = s.accounts[ns]?.address?.toLowerCase() ?? ''
  const activity = activityStateOf(portico)
  const timeZone = opts.timeZone ?? pageTimeZone()
  const explorer = (hash: string) => (network ? explorerTxUrl(network, hash) : undefined)
  const current = activity.owner === owner && activity.lastNetworkInView === network?.caipNetworkId
  const listed = current ? activity.transactions.filter((t) => !isSpamTransaction(t)) : []
  const items = listed.map((t) => toItem(t, owner, explorer))
  const known = new Set(listed.map((t) => t.id.toLowerCase()))
  const local: ActivityItem[] = sentTransactionsOf(portico)
    .filter(
      (t) =>
        t.caipNetworkId === network?.caipNetworkId &&
        t.from.toLowerCase() === owner &&
        !known.has(t.id.toLowerCase()),
    )
    .map((t) => ({
      id: `${t.caipNetworkId}:${t.id}`,
      kind: 'send',
      status: t.status,
      counterparty: { address: t.to },
      amounts: [{ direction: 'out', quantity: t.amount, symbol: t.symbol }],
      time: t.submittedAt,
      ...(t.explorerUrl ? { explorerUrl: t.explorerUrl } : {}),
    }))
  const all = [...local, ...items].map((i) =>
    i.counterparty && activity.names[i.counterparty.address.toLowerCase()]
      ? {
          ...i,
          counterparty: { ...i.counterparty, name: activity.names[i.counterparty.address.toLowerCase()]! },
        }
      : i,
  )
  return {
    groups: groupByMonth(all, (i) => i.time, timeZone),
    loading: current && activity.loading,
    empty: current && activity.started && !activity.loading && all.length === 0,
    failed: current && activity.failed,
    hasMore: current && activity.next !== undefined,
    timeZone,
  }
}
