/**
 * Turns wagmi's connection state into Portico adapter events, once each:
 * - connected with a new address, chain or connector → `account`, plus `chain` when the
 *   chain of an existing connection moved
 * - connected → disconnected, not caused by our own `disconnect()` → `disconnect`
 * 'connecting' / 'reconnecting' states are skipped, so a connect or reconnect yields exactly one
 * `account` event however many intermediate states wagmi goes through.
 */
import type { AdapterEvent, ConnectResult } from '@portico/core'
import { type Config, type GetConnectionReturnType, getConnection, watchConnection } from '@wagmi/core'

export interface AccountEventWatcher {
  unwatch(): void
  /** the connector of the connection last reported (the one core follows) */
  followed(): string | undefined
  /** runs our own disconnect: the resulting state change emits no `disconnect` event */
  silently<T>(fn: () => Promise<T>): Promise<T>
}

export function toConnectResult(c: GetConnectionReturnType): ConnectResult | null {
  if (c.status !== 'connected') return null
  return { address: c.address, chainId: c.chainId, connectorId: c.connector.id }
}

/**
 * `refuse(uid)`: a wallet becoming the current connection that must not (one the person
 * left): it takes the connection out of wagmi and returns true, and nothing is reported. Changes
 * of the connection already reported are never refused.
 */
export function watchAccountEvents(
  config: Config,
  emit: (event: AdapterEvent) => void,
  refuse?: (uid: string) => boolean,
): AccountEventWatcher {
  // a connection that already exists (a host's wagmi connected before us) is the baseline, not news
  let last: ConnectResult | null = toConnectResult(getConnection(config))
  let silent = 0

  const onChange = (c: GetConnectionReturnType) => {
    if (c.status === 'connected') {
      if (c.connector.id !== last?.connectorId && refuse?.(c.connector.uid)) return
      const next = toConnectResult(c)!
      if (
        last &&
        last.address === next.address &&
        last.chainId === next.chainId &&
        last.connectorId === next.connectorId
      )
        return
      const chainMoved = last !== null && last.chainId !== next.chainId
      last = next
      emit({ type: 'account', ...next })
      if (chainMoved) emit({ type: 'chain', chainId: next.chainId })
      return
    }
    if (c.status === 'disconnected') {
      const wasConnected = last !== null
      last = null
      if (wasConnected && silent === 0) emit({ type: 'disconnect' })
    }
  }

  const unwatch = watchConnection(config, { onChange })
  return {
    unwatch,
    followed: () => last?.connectorId,
    async silently(fn) {
      silent++
      try {
        return await fn()
      } finally {
        silent--
      }
    },
  }
}
