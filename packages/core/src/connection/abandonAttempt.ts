import type { PorticoState } from '../store/PorticoState.js'
import { EMPTY_ACCOUNT } from '../types/account.js'
import type { ConnectionInternals, PendingAttempt } from './ConnectionInternals.js'

/**
 * The person left the attempt in flight (Back from its view, another wallet picked, the
 * dialog closed). Its namespaces show what they showed before it, its signal is aborted (the
 * adapter then refuses a late answer and has the wallet forget the page), and the connector is
 * marked: until the person picks it again, its answers and account events change nothing.
 */
export function abandonAttempt(c: ConnectionInternals): void {
  const p = c.pending
  if (!p) return
  c.pending = undefined
  p.stop()
  c.abandoned.add(p.connectorId)
  if (c.attemptConnectorId === p.connectorId) c.attemptConnectorId = undefined
  // an error of the left attempt is not shown either
  c.attempt++
  const { store } = c.ctx
  for (const [ns, prev] of p.previous)
    if (store.getState().accounts[ns]?.status === 'connecting')
      c.setAccount(ns, prev?.status === 'connected' ? prev : { ...EMPTY_ACCOUNT, allAccounts: [] })
  if (store.getState().connecting?.connectorId === p.connectorId) store.setState({ connecting: null })
  p.controller.abort()
}

/**
 * Watches the dialog for the person leaving an attempt that shows its own view: it was open with
 * the view in its history, and now it is closed or the view is gone (Back). An attempt a host
 * starts while the dialog is closed (its own button) is left only for another wallet.
 */
export function watchAbandon(
  c: ConnectionInternals,
  view: string,
  isCurrent: () => boolean,
): PendingAttempt['stop'] {
  const shown = (s: PorticoState) => s.open && s.router.history.some((e) => e.view === view)
  return c.ctx.store.subscribe((s, prev) => {
    if (isCurrent() && shown(prev) && !shown(s)) abandonAttempt(c)
  })
}
