/**
 * SPEC §4 history fetch, wagmi-style (`fetchTransactions(portico)`): the connected account's
 * transactions on its network from the blockchain API, a page at a time by cursor, appended.
 * `empty` is true when nothing results; on error `empty` is true, the cursor is cleared, the
 * 'Failed to fetch transactions' toast shows and ERROR_FETCH_TRANSACTIONS is tracked (SPEC §8).
 * SPEC §5: history needs an account address. A change of account or network starts over, and an
 * answer that arrives after such a change is dropped (it belongs to the list that was).
 */

import type { Transaction } from '../../api/apiSchemas.js'
import { porticoError } from '../../errors/errorCatalogue.js'
import { featureContextOf } from '../../portico/featureContextOf.js'
import type { Portico } from '../../portico/Portico.js'
import { activityState } from './activityState.js'

export const activityStateOf = activityState.stateOf
const { patch } = activityState

/** where the list belongs: the connected account and its network */
function scope(portico: Portico) {
  const s = portico.getState()
  const ns = s.activeNamespace
  const account = s.accounts[ns]
  const network = portico.getActiveNetwork(ns)
  if (account?.status !== 'connected' || !account.address) throw porticoError('NOT_CONNECTED')
  return { owner: account.address.toLowerCase(), address: account.address, network }
}

const byId = (list: Transaction[]) => new Set(list.map((t) => `${t.metadata.chain}:${t.id}`))

/**
 * Fetches the first page (when the account or network changed, or `reset`) or the next one.
 * Resolves when the page is in the state; never rejects for an API failure (the state says it).
 */
export async function fetchTransactions(portico: Portico, opts: { reset?: boolean } = {}): Promise<void> {
  const { owner, address, network } = scope(portico)
  const current = activityStateOf(portico)
  const fresh =
    opts.reset ||
    !current.started ||
    current.owner !== owner ||
    current.lastNetworkInView !== network?.caipNetworkId
  if (fresh) {
    activityState.reset(portico, {
      owner,
      ...(network ? { lastNetworkInView: network.caipNetworkId } : {}),
      names: current.owner === owner ? current.names : {},
      started: true,
      loading: true,
    })
  } else {
    // one page at a time, and nothing after the last one
    if (current.loading || current.next === undefined) return
    patch(portico, { loading: true, failed: false })
  }
  const cursor = fresh ? undefined : current.next
  const stillHere = () => {
    const s = activityStateOf(portico)
    return s.owner === owner && s.lastNetworkInView === network?.caipNetworkId && s.loading
  }
  try {
    const api = await portico.getApi()
    const page = await api.blockchain.getHistory({
      address,
      ...(network ? { chainId: network.caipNetworkId } : {}),
      ...(cursor ? { cursor } : {}),
    })
    if (!stillHere()) return
    const have = fresh ? [] : activityStateOf(portico).transactions
    const seen = byId(have)
    // SPEC §5: only the connected chain is shown (a server may answer with others)
    const added = page.data.filter(
      (t) =>
        (!network || t.metadata.chain === network.caipNetworkId) && !seen.has(`${t.metadata.chain}:${t.id}`),
    )
    const transactions = [...have, ...added]
    // a cursor that brings nothing new would page forever
    const next = page.next && (added.length > 0 || page.data.length === 0) ? page.next : undefined
    patch(portico, {
      transactions,
      loading: false,
      failed: false,
      empty: transactions.length === 0,
      ...(next ? { next } : { next: undefined }),
    })
  } catch (e) {
    if (!stillHere()) return
    patch(portico, { loading: false, failed: true, empty: true, next: undefined })
    portico.showToast({ key: 'FAILED_TO_FETCH_TRANSACTIONS' }, 'error')
    featureContextOf(portico).events.emit('ERROR_FETCH_TRANSACTIONS', {
      network: network?.caipNetworkId,
      message: e instanceof Error ? e.message.slice(0, 200) : 'unknown',
    })
  }
}

/** Looks up the profile names of the given counterparties once each (identity API, cached 5 min). */
export async function loadCounterpartyNames(portico: Portico, addresses: string[]): Promise<void> {
  const known = activityStateOf(portico).names
  const wanted = [...new Set(addresses.map((a) => a.toLowerCase()))].filter((a) => !(a in known)).slice(0, 20)
  if (wanted.length === 0) return
  // mark them asked, so a re-render does not ask again
  patch(portico, { names: { ...known, ...Object.fromEntries(wanted.map((a) => [a, null])) } })
  const api = await portico.getApi().catch(() => undefined)
  if (!api) return
  const found = await Promise.all(
    wanted.map(
      async (a) => [a, (await api.blockchain.getIdentity(a).catch(() => undefined))?.name ?? null] as const,
    ),
  )
  const named = found.filter(([, n]) => typeof n === 'string' && n.length > 0)
  if (named.length > 0)
    patch(portico, { names: { ...activityStateOf(portico).names, ...Object.fromEntries(named) } })
}
