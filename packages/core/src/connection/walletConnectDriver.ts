import type { ConnectResult } from '../adapters/PorticoAdapter.js'
import { porticoError } from '../errors/errorCatalogue.js'
import type { WalletConnectConnection } from '../walletconnect/createWalletConnectController.js'
import { sessionConnectResult } from '../walletconnect/sessionConnectResult.js'
import type { ConnectionInternals } from './ConnectionInternals.js'
import type { ConnectorDriver, NamespaceConnection } from './ConnectorDriver.js'
import { walletConnectWalletKey } from './walletKey.js'

/**
 * WalletConnect in the one connect path (SPEC §4 "Provider session"): one session connects
 * every namespace it approved. Each namespace's adapter takes its part through its
 * `connectWalletConnect` hook; a namespace whose adapter has none is connected from the
 * session's accounts and signs over the session.
 */
export function walletConnectDriver(c: ConnectionInternals): ConnectorDriver {
  const wc = c.walletConnect
  const offs: (() => void)[] = []

  /** `restore`: after a reload the adapter asks the wallet nothing (the phone may be away) */
  const connectSession = async (
    { namespace, session }: WalletConnectConnection,
    restore = false,
  ): Promise<NamespaceConnection> => {
    const walletKey = walletConnectWalletKey(session.topic)
    const adapter = c.ctx.adapters.get(namespace)
    if (adapter?.connectWalletConnect)
      return { namespace, walletKey, result: await adapter.connectWalletConnect(session, { restore }) }
    offs.push(
      session.on('chainChanged', (id) =>
        c.emit(namespace, { type: 'chain', chainId: String(id).slice(namespace.length + 1) }),
      ),
      session.on('accountsChanged', () =>
        c.emit(namespace, { type: 'account', ...sessionConnectResult(session) }),
      ),
      session.on('disconnect', () => {
        for (const off of offs.splice(0)) off()
      }),
    )
    const result: ConnectResult = sessionConnectResult(session)
    return {
      namespace,
      walletKey,
      result,
      signMessage: (message, address) => {
        if (!wc) throw porticoError('NO_SESSION')
        // the request's form is the namespace's: the adapter says it
        const request = adapter?.walletConnectSign?.({ message, address })
        if (!request) throw porticoError('NOT_SUPPORTED_FOR_NAMESPACE', { details: { namespace } })
        return wc.signMessage(namespace, request)
      },
    }
  }

  return {
    view: 'ConnectingWalletConnectBasic',
    handles: (connector) => Boolean(wc) && connector.id === wc?.connector.id,
    namespacesOf: () => [],
    async connect(_connector, signal) {
      if (!wc) throw porticoError('CONNECTOR_NOT_FOUND')
      for (const off of offs.splice(0)) off()
      // every namespace's adapter takes its part of the session (lazy chunks load in parallel);
      // the accounts are set together by the controller, so a host never sees half a session.
      // A session approved after the person left the QR is ended by the engine.
      return Promise.all((await wc.connect(signal)).map((s) => connectSession(s)))
    },
    async restore(stored) {
      if (!wc || stored.length === 0) return []
      const sessions = (await wc.restore().catch(() => null)) ?? []
      const wanted = new Set(stored.map(([ns]) => ns))
      const results = await Promise.all(
        sessions.filter((s) => wanted.has(s.namespace)).map((s) => connectSession(s, true).catch(() => null)),
      )
      return results.filter((r): r is NamespaceConnection => r !== null)
    },
    async disconnect(namespaces) {
      const failures: unknown[] = []
      await wc?.disconnect().catch((e: unknown) => failures.push(e))
      for (const off of offs.splice(0)) off()
      // adapters forget their part (the session itself is ended above)
      await Promise.all(
        namespaces.map((ns) =>
          c.ctx.adapters
            .get(ns)
            ?.disconnect()
            .catch((e: unknown) => failures.push(e)),
        ),
      )
      if (failures.length) throw porticoError('FAILED_TO_DISCONNECT', { cause: failures[0] })
    },
  }
}
