/**
 * wagmi connectors as Portico connectors (SPEC §4 connector kinds):
 * - announced over EIP-6963 (wagmi makes an `injected` connector whose id is the wallet's rdns)
 *   → ANNOUNCED, with the wallet's own icon and rdns. Both are untrusted: passed as-is, the UI
 *   renders them as text / <img src> only.
 * - the generic `injected()` (window.ethereum) → INJECTED named 'Browser Wallet'; hidden when
 *   there is no window.ethereum or when an announced wallet owns the same provider object
 * - any other `injected` connector (a host's `injected({ target })`) → INJECTED, its own name
 * - `walletConnect` → WALLET_CONNECT; everything else → EXTERNAL
 */
import { type Connector, type ConnectorType, WALLET_CONNECT_CONNECTOR_ID } from '@portico/core'
import type { Config, Connector as WagmiConnector } from '@wagmi/core'

/** Name of the generic window.ethereum connector. */
export const BROWSER_WALLET_NAME = 'Browser Wallet'
/** wagmi's id for the generic `injected()` connector. */
export const GENERIC_INJECTED_ID = 'injected'

function firstRdns(c: WagmiConnector): string | undefined {
  return typeof c.rdns === 'string' ? c.rdns : c.rdns?.[0]
}

function windowEthereum(): unknown {
  if (typeof window === 'undefined') return undefined
  return (window as unknown as { ethereum?: unknown }).ethereum
}

export function toPorticoConnectors(config: Config): Connector[] {
  const announced = config._internal.mipd?.getProviders() ?? []
  const ethereum = windowEthereum()
  const out: Connector[] = []
  const push = (c: WagmiConnector, type: ConnectorType, extra: Partial<Connector> = {}) => {
    const icon = extra.imageUrl ?? c.icon
    out.push({
      id: c.id,
      type,
      name: extra.name ?? c.name,
      chain: 'eip155',
      ...(icon ? { imageUrl: icon } : {}),
      ...(extra.rdns ? { rdns: extra.rdns } : {}),
    })
  }
  for (const c of config.connectors) {
    // the connector over a WalletConnect session is core's WalletConnect connector, listed by core
    if (c.id === WALLET_CONNECT_CONNECTOR_ID && c.type === 'injected') continue
    if (c.type === 'walletConnect') {
      push(c, 'WALLET_CONNECT')
      continue
    }
    if (c.type !== 'injected') {
      push(c, 'EXTERNAL')
      continue
    }
    const rdns = firstRdns(c)
    const detail = announced.find((d) => d.info.rdns === c.id || (rdns !== undefined && d.info.rdns === rdns))
    if (detail || rdns) {
      push(c, 'ANNOUNCED', {
        rdns: detail?.info.rdns ?? rdns,
        ...(detail?.info.icon ? { imageUrl: detail.info.icon } : {}),
      })
    } else if (c.id === GENERIC_INJECTED_ID) {
      if (!ethereum || announced.some((d) => d.provider === ethereum)) continue
      push(c, 'INJECTED', { name: BROWSER_WALLET_NAME })
    } else push(c, 'INJECTED')
  }
  return out
}
