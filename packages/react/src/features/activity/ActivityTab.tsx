import {
  fetchTransactions,
  loadCounterpartyNames,
  pageTimeZone,
  selectActivityView,
} from '@portico/core/features/activity'
import { ActivityView } from '@portico/ui/features/activity'
import { useEffect, useMemo } from 'react'
import type { AccountTabProps } from '../FeatureDefinition.js'

/**
 * The Activity tab: core's history fetch and view model, ui's view (a lazy chunk). The first page
 * loads when the tab shows and again when the account or its network changes, or when a transfer
 * sent from the dialog settles (the server then lists it). Months are read in the page's zone.
 */
export default function ActivityTab({ portico, state }: AccountTabProps) {
  const ns = state.activeNamespace
  const owner = state.accounts[ns]?.address
  const network = portico.getActiveNetwork(ns)
  const settled = (state.features.sentTransactions ?? []).filter((t) => t.status !== 'pending').length
  const timeZone = useMemo(() => pageTimeZone(), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new account, network or settled transfer starts the list over
  useEffect(() => {
    void fetchTransactions(portico, { reset: true }).catch(() => undefined)
  }, [portico, owner, network?.caipNetworkId, settled])
  const model = selectActivityView(portico, { timeZone })
  const counterparties = model.groups.flatMap((g) =>
    g.items.flatMap((i) => (i.counterparty ? [i.counterparty.address] : [])),
  )
  const key = counterparties.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list of addresses, by value
  useEffect(() => {
    if (counterparties.length) void loadCounterpartyNames(portico, counterparties)
  }, [portico, key])
  return (
    <ActivityView
      groups={model.groups}
      loading={model.loading}
      empty={model.empty}
      failed={model.failed}
      hasMore={model.hasMore}
      timeZone={model.timeZone}
      networkName={network?.name ?? ''}
      onLoadMore={() => void fetchTransactions(portico).catch(() => undefined)}
      onRetry={() => void fetchTransactions(portico, { reset: true }).catch(() => undefined)}
    />
  )
}
