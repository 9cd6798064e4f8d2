import type { ChainNamespace } from '../types/chain.js'
import type { Connector, ConnectorType } from '../types/connector.js'

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined)

/**
 * The connector of a wallet found on the page. The wallet's own name and icon win over the
 * adapter's defaults when they are non-empty strings (untrusted: views show them as text and
 * `<img src>` only); `iconPrefix` keeps only icons that start with it (wallet-standard's `data:image/`).
 */
export function walletConnector(
  chain: ChainNamespace,
  id: string,
  own: { name?: unknown; icon?: unknown },
  fallback: { name: string; icon?: string | undefined; type?: ConnectorType; iconPrefix?: string },
): Connector {
  const ownIcon = text(own.icon)
  const icon = ownIcon?.startsWith(fallback.iconPrefix ?? '') ? ownIcon : text(fallback.icon)
  return {
    id,
    type: fallback.type ?? 'INJECTED',
    name: text(own.name) ?? fallback.name,
    chain,
    ...(icon ? { imageUrl: icon } : {}),
  }
}
