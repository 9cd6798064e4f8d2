import type { WalletConnectNamespaceSession } from '../walletconnect/WalletConnectSession.js'

export interface SessionFollower {
  /** whether `session` is still the one followed (an older session's late events are ignored) */
  isCurrent(): boolean
  /** stops following (the adapter forgot the connection) */
  stop(): void
}

/**
 * Follows one WalletConnect namespace session for an adapter: chainChanged (CAIP-2 id),
 * accountsChanged and disconnect, each only while the session is the current one; `stop` (or
 * the session's end) removes every listener. Every adapter's WalletConnect hook needs this.
 */
export function followSession(
  session: WalletConnectNamespaceSession,
  handlers: {
    chainChanged?: (caipNetworkId: string) => void
    accountsChanged?: (addresses: string[]) => void
    disconnect?: () => void
  },
): SessionFollower {
  let current = true
  const offs: (() => void)[] = []
  const stop = () => {
    current = false
    for (const off of offs.splice(0)) off()
  }
  if (handlers.chainChanged)
    offs.push(
      session.on('chainChanged', (id) => {
        if (current && typeof id === 'string') handlers.chainChanged?.(id)
      }),
    )
  if (handlers.accountsChanged)
    offs.push(
      session.on('accountsChanged', (addresses) => {
        if (current) handlers.accountsChanged?.(Array.isArray(addresses) ? addresses.map(String) : [])
      }),
    )
  offs.push(
    session.on('disconnect', () => {
      if (!current) return
      stop()
      handlers.disconnect?.()
    }),
  )
  return { isCurrent: () => current, stop }
}
