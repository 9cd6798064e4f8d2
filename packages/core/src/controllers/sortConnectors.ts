import type { ConnectorSection } from '../constants/startupConstants.js'
import { CONNECTOR_ORDER } from '../constants/startupConstants.js'
import type { Connector } from '../types/connector.js'

/** Which SPEC §9 section a connector belongs to. */
export function connectorSection(
  c: Connector,
  ctx: { recentIds: readonly string[]; featuredIds: readonly string[] },
): ConnectorSection {
  if (c.type === 'WALLET_CONNECT') return 'walletConnect'
  if (ctx.recentIds.includes(c.id)) return 'recent'
  if (c.type === 'INJECTED' || c.type === 'ANNOUNCED' || c.type === 'MULTI_CHAIN') return 'injected'
  if (c.explorerId && ctx.featuredIds.includes(c.explorerId)) return 'featured'
  if (c.type === 'EXTERNAL') return 'external'
  return 'custom'
}

/**
 * SPEC §9 connector order: walletConnect, recent, injected, featured, custom, external,
 * recommended. Stable inside a section; recent ones keep their recency order; one entry per id.
 */
export function sortConnectors(
  connectors: readonly Connector[],
  ctx: { recentIds: readonly string[]; featuredIds: readonly string[] },
): Connector[] {
  const unique = [...new Map(connectors.map((c) => [c.id, c])).values()]
  const rank = (c: Connector) => {
    const section = connectorSection(c, ctx)
    const base = CONNECTOR_ORDER.indexOf(section) * 1000
    return section === 'recent' ? base + ctx.recentIds.indexOf(c.id) : base
  }
  return unique
    .map((c, i) => ({ c, i, r: rank(c) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.c)
}
