/**
 * The state a server renders, and so the state the first client render must show (React's server
 * snapshot): the instance's start state without anything stored in the browser, plus what the
 * server read from the visitor's cookies (`initialState`), shown as the client's own restore shows
 * it (restoringAccount). The client then goes on from its real state: "connecting" with the same
 * address, then connected, with no hydration mismatch and no "Connect" flash.
 */
import { restoringAccount } from '../connection/restoringAccount.js'
import { activeNetworksOf } from '../controllers/activeNetworksOf.js'
import type { PorticoInstance } from '../portico/Portico.js'
import type { PorticoState } from '../store/PorticoState.js'
import type { AccountState } from '../types/account.js'
import type { ChainNamespace } from '../types/chain.js'
import type { PorticoInitialState } from './PorticoInitialState.js'

export function hydrationState(
  portico: Pick<PorticoInstance, 'store' | 'options'>,
  initialState?: PorticoInitialState,
): PorticoState {
  const start = portico.store.getInitialState()
  if (!initialState) return start
  const { options } = portico
  // as the client's restore: a namespace with an adapter
  const configured = (ns: string): ns is ChainNamespace => options.adapters.some((a) => a.namespace === ns)
  const accounts: Partial<Record<ChainNamespace, AccountState>> = {}
  for (const [ns, record] of Object.entries(initialState.connections ?? {}))
    if (configured(ns)) accounts[ns] = restoringAccount(record)
  const ns = initialState.activeNamespace
  return {
    ...start,
    ...(ns && configured(ns) ? { activeNamespace: ns } : {}),
    activeNetworks: activeNetworksOf(options, initialState.activeNetworks ?? {}),
    accounts,
  }
}
