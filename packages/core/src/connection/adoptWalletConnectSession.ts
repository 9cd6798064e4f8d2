import type { ChainNamespace } from '../types/chain.js'
import type { ConnectionInternals } from './ConnectionInternals.js'
import { driversOf } from './driversOf.js'
import { isValidConnectResult } from './validConnectResult.js'

/**
 * The WalletConnect provider took a session no connect of this page awaited
 * (a wallet answered a QR shown before a reload). Its namespaces connect as a restored session
 * would (the adapters ask the wallet nothing), the dialog closes if it was waiting, and the host
 * hears CONNECT_SUCCESS like after any connect; unless the person has chosen otherwise since.
 */
export async function adoptWalletConnectSession(c: ConnectionInternals): Promise<void> {
  const wc = c.walletConnect
  if (!wc) return
  const driver = driversOf(c).find((d) => d.handles(wc.connector))
  if (!driver) return
  // A session nobody waits for any more never replaces what the person chose since (a
  // wallet connected, another one being connected, the QR left): it is ended quietly
  const { accounts } = c.ctx.store.getState()
  if (
    c.abandoned.has(wc.connector.id) ||
    (c.pending && c.pending.connectorId !== wc.connector.id) ||
    Object.values(accounts).some((a) => a?.status === 'connected' || a?.status === 'connecting')
  ) {
    await wc.disconnect().catch(() => undefined)
    return
  }
  const namespaces = [...c.ctx.adapters.keys()] as ChainNamespace[]
  const record = { connectorId: wc.connector.id, connectorType: wc.connector.type }
  const connections = (await driver.restore(namespaces.map((ns) => [ns, record]))).filter((conn) =>
    isValidConnectResult(conn.result),
  )
  if (connections.length === 0) return
  const { store, router, events } = c.ctx
  c.attempt++
  c.apply(connections, wc.connector)
  for (const conn of connections) void c.balance.fetch({ namespace: conn.namespace, force: true })
  store.setState({ connecting: null })
  events.emit('CONNECT_SUCCESS', { name: wc.connector.name, method: wc.connector.type })
  if (store.getState().open && store.getState().router.view !== 'UnsupportedChain') {
    store.setState({ open: false })
    router.reset('Account')
  }
}
