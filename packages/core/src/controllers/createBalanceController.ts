/**
 * Native balance of the active account (SPEC §4 "Balance fetch", §9 caches):
 * results cached 30 s per account+network; after a failure a new fetch within 30 s is skipped.
 */

import type { BalanceResult } from '../adapters/PorticoAdapter.js'
import { BALANCE_CACHE_MS, BALANCE_RETRY_LOCK_MS } from '../constants/startupConstants.js'
import type { ChainNamespace } from '../types/chain.js'
import type { NetworkController } from './createNetworkController.js'
import type { PorticoContext } from './PorticoContext.js'

export interface BalanceController {
  /** fetches unless cached or locked; `force` ignores the cache (not the failure lock) */
  fetch(opts?: { namespace?: ChainNamespace; force?: boolean }): Promise<BalanceResult | undefined>
  clear(): void
}

export function createBalanceController(
  ctx: PorticoContext,
  networks: NetworkController,
  now: () => number = Date.now,
): BalanceController {
  const cache = new Map<string, { at: number; result: BalanceResult }>()
  // per namespace (SPEC §3 account state per chain): one namespace's failing balance API
  // must not lock the others
  const lastFailureAt = new Map<ChainNamespace, number>()

  const apply = (
    ns: ChainNamespace,
    patch: { balance?: string; balanceSymbol?: string; balanceLoading: boolean },
  ) => {
    const s = ctx.store.getState()
    const account = s.accounts[ns]
    if (!account) return
    ctx.store.setState({ accounts: { ...s.accounts, [ns]: { ...account, ...patch } } })
  }

  return {
    async fetch(opts = {}) {
      const s = ctx.store.getState()
      const ns = opts.namespace ?? s.activeNamespace
      const account = s.accounts[ns]
      const network = networks.getActiveNetwork(ns)
      const adapter = ctx.adapters.get(ns)
      if (account?.status !== 'connected' || !account.address || !network || !adapter) return undefined
      const key = `${network.caipNetworkId}:${account.address}`
      const hit = cache.get(key)
      if (hit && !opts.force && now() - hit.at < BALANCE_CACHE_MS) {
        apply(ns, { balance: hit.result.formatted, balanceSymbol: hit.result.symbol, balanceLoading: false })
        return hit.result
      }
      const failedAt = lastFailureAt.get(ns)
      if (failedAt !== undefined && now() - failedAt < BALANCE_RETRY_LOCK_MS) return undefined
      apply(ns, { balanceLoading: true })
      try {
        const result = await adapter.getBalance({ address: account.address, network })
        lastFailureAt.delete(ns)
        cache.set(key, { at: now(), result })
        // the account may have changed while we waited
        const current = ctx.store.getState().accounts[ns]
        if (current?.address === account.address && networks.getActiveNetwork(ns) === network)
          apply(ns, { balance: result.formatted, balanceSymbol: result.symbol, balanceLoading: false })
        return result
      } catch {
        lastFailureAt.set(ns, now())
        apply(ns, { balanceLoading: false })
        return undefined
      }
    },
    clear() {
      cache.clear()
      lastFailureAt.clear()
    },
  }
}
