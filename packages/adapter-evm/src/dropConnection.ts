/**
 * Takes a connection the person did not choose out of wagmi, at once. wagmi adopts a
 * connector's answer whenever it comes: its `connect` action makes the wallet the current
 * connection and `recentConnectorId` (what a reload reconnects first), and a wallet that reports
 * `accountsChanged` connects through wagmi's `connect` event. For a wallet whose attempt the
 * person left, the connection is removed from wagmi's state in the same tick (the connection
 * before it is current again, or none), wagmi's memory of the last wallet goes back with it, and
 * the wallet is disconnected quietly (EIP-2255 revoke, wagmi's "disconnected" shim), with the
 * listeners wagmi keeps for a wallet that is not connected. Not wagmi's `disconnect` action: it
 * waits for the wallet first and then writes a copy of the connections taken before the wait,
 * which would drop a connection made meanwhile.
 */
import type { Config } from '@wagmi/core'

export function dropConnection(config: Config, uid: string, keepConnectorId?: string): void {
  const dropped = config.state.connections.get(uid)
  if (!dropped) return
  config.setState((x) => {
    const connections = new Map(x.connections)
    connections.delete(uid)
    if (x.current !== uid) return { ...x, connections }
    const rest = [...connections.values()]
    const next = rest.find((c) => c.connector.id === keepConnectorId) ?? rest[0]
    return next
      ? { ...x, connections, current: next.connector.uid, status: 'connected' }
      : { ...x, connections, current: null, status: 'disconnected' }
  })
  const current = config.state.current ? config.state.connections.get(config.state.current) : undefined
  void (
    current
      ? config.storage?.setItem('recentConnectorId', current.connector.id)
      : config.storage?.removeItem('recentConnectorId')
  )?.catch(() => undefined)
  const { connector } = dropped
  const { events } = config._internal
  connector.emitter.off('change', events.change)
  connector.emitter.off('disconnect', events.disconnect)
  if (!connector.emitter.listenerCount('connect')) connector.emitter.on('connect', events.connect)
  void connector.disconnect().catch(() => undefined)
}
