import { porticoError } from '../errors/errorCatalogue.js'
import { isPorticoError } from '../errors/PorticoError.js'
import { isUserRejection } from '../errors/rpcErrors.js'
import { type AccountState, EMPTY_ACCOUNT } from '../types/account.js'
import type { ChainNamespace } from '../types/chain.js'
import { abandonAttempt, watchAbandon } from './abandonAttempt.js'
import type { ConnectionInternals, PendingAttempt } from './ConnectionInternals.js'
import { driverFor, driversOf } from './driversOf.js'
import { rememberRecent } from './rememberRecent.js'
import { isValidConnectResult } from './validConnectResult.js'

/**
 * SPEC §4 connect, the same path for every connector kind: connecting → connected (the dialog
 * closes, unless the wallet is on an unsupported network) or declined / failed (the view
 * offers a retry). An attempt the person leaves — another wallet picked, Back from its
 * view, the dialog closed — is abandoned (abandonAttempt): its answer, whenever it comes, changes
 * neither the accounts nor storage; only the latest attempt's wallet can become the connection.
 */
export async function connectWallet(c: ConnectionInternals, connectorId: string): Promise<void> {
  const connector =
    c.findConnector(connectorId) ?? driversOf(c).find((d) => d.connector?.id === connectorId)?.connector
  if (!connector) throw porticoError('CONNECTOR_NOT_FOUND', { details: { connectorId } })
  const { store, router, events } = c.ctx
  const driver = driverFor(c, connector)
  // another wallet leaves the attempt in flight; the same wallet again (a retry) joins it, so the
  // answer to its earlier request still counts
  if (c.pending && c.pending.connectorId !== connectorId) abandonAttempt(c)
  const attempt = ++c.attempt
  c.lastConnectorId = connectorId
  c.attemptConnectorId = connectorId
  c.abandoned.delete(connectorId)

  const joined = c.pending
  // what the namespaces show before this call (a retry's "connecting": what they showed before)
  const previous = new Map<ChainNamespace, AccountState | undefined>(
    driver.namespacesOf(connector).map((ns) => {
      const account = store.getState().accounts[ns]
      return [ns, account?.status === 'connecting' ? joined?.previous.get(ns) : account]
    }),
  )
  const pending: PendingAttempt = joined ?? {
    connectorId,
    controller: new AbortController(),
    previous,
    calls: 0,
    stop: () => undefined,
  }
  pending.previous = previous
  pending.calls++
  c.pending = pending
  store.setState({ connecting: { connectorId, state: 'pending' } })
  for (const [ns, prev] of previous)
    c.setAccount(ns, {
      ...(prev ?? EMPTY_ACCOUNT),
      status: 'connecting',
      allAccounts: prev?.allAccounts ?? [],
    })
  if (!driver.view) {
    // the view that started it (the email login) shows the progress
  } else if (driver.view === 'ConnectingExternal') {
    if (router.current().view === 'ConnectingExternal') router.replace('ConnectingExternal', { connectorId })
    else router.push('ConnectingExternal', { connectorId })
  } else if (router.current().view !== driver.view) router.push(driver.view)
  // the view is in the history now: leaving it (or closing the dialog) leaves the attempt
  if (!joined && driver.view) pending.stop = watchAbandon(c, driver.view, () => c.pending === pending)
  events.emit('SELECT_WALLET', { name: connector.name, type: connector.type })

  try {
    const connections = await driver.connect(connector, pending.controller.signal)
    // a newer attempt with another wallet owns the dialog now, or the person left this one; the
    // same wallet answering an earlier request (e.g. after a retry) is still this user's choice
    if (c.attemptConnectorId !== connectorId) return
    // answered: the attempt in flight (this wallet's, perhaps picked again since) is over; its
    // requests still waiting are told so (the adapter keeps the wallet while it is the connection,
    // and refuses their answers once the person has another)
    const over = c.pending
    c.pending = undefined
    over?.stop()
    if (over && (over === pending ? over.calls - 1 : over.calls) > 0) over.controller.abort()
    // An answer that is not an address is refused before anything is stored
    if (!connections.every((conn) => isValidConnectResult(conn.result)))
      throw porticoError('WALLET_RESPONSE_INVALID', { details: { connectorId } })
    c.attempt++
    c.apply(connections, connector)
    for (const conn of connections) void c.balance.fetch({ namespace: conn.namespace, force: true })
    rememberRecent(c, connector)
    store.setState({ connecting: null })
    events.emit('CONNECT_SUCCESS', { name: connector.name, method: connector.type })
    // the UnsupportedChain view (SPEC §4) keeps the dialog open; otherwise connecting closes it
    if (store.getState().router.view !== 'UnsupportedChain') {
      store.setState({ open: false })
      router.reset('Account')
    }
  } catch (e) {
    if (--pending.calls <= 0 && c.pending === pending) {
      c.pending = undefined
      pending.stop()
    }
    if (attempt !== c.attempt || isPorticoError(e, 'REQUEST_ABORTED')) return
    for (const [ns, prev] of previous)
      c.setAccount(ns, prev?.status === 'connected' ? prev : { ...EMPTY_ACCOUNT, allAccounts: [] })
    const declined = isUserRejection(e)
    store.setState({
      connecting: {
        connectorId,
        state: declined ? 'declined' : 'error',
        ...(!declined && isPorticoError(e) ? { error: e.code } : {}),
      },
    })
    events.emit('CONNECT_ERROR', {
      declined,
      ...(isPorticoError(e) ? { code: e.code } : {}),
    })
  }
}
