/**
 * The namespaces of a session proposal: every configured network, grouped by namespace, as
 * CAIP-2 chains with the methods and events that namespace needs and an RPC map (the
 * networks' own RPC urls, overridden by the `rpcMap` option) so the provider never falls back
 * to a hosted RPC.
 */
import type { ChainNamespace, PorticoNetwork } from '../types/chain.js'
import { SESSION_EVENTS, SESSION_METHODS } from './sessionMethods.js'

export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  /** chain reference (the part after `ns:`) → RPC url */
  rpcMap: Record<string, string>
}

export function buildSessionNamespaces(
  networks: readonly PorticoNetwork[],
  rpcMapOption: Readonly<Record<string, string>> = {},
): Partial<Record<ChainNamespace, ProposalNamespace>> {
  const out: Partial<Record<ChainNamespace, ProposalNamespace>> = {}
  for (const n of networks) {
    const ns = n.chainNamespace
    const entry = out[ns] ?? {
      chains: [],
      methods: [...SESSION_METHODS[ns]],
      events: [...SESSION_EVENTS[ns]],
      rpcMap: {},
    }
    out[ns] = entry
    if (!entry.chains.includes(n.caipNetworkId)) entry.chains.push(n.caipNetworkId)
    const ref = n.caipNetworkId.slice(ns.length + 1)
    const url = rpcMapOption[n.caipNetworkId] ?? n.rpcUrls.default.http[0]
    if (url) entry.rpcMap[ref] = url
  }
  return out
}
