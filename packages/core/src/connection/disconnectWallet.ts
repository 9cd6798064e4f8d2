import { porticoError } from '../errors/errorCatalogue.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import type { ChainNamespace } from '../types/chain.js'
import type { ConnectionInternals } from './ConnectionInternals.js'
import { driverFor } from './driversOf.js'
import { readStoredConnections } from './storedConnections.js'
import { adapterWalletKey, walletConnectWalletKey } from './walletKey.js'

/**
 * SPEC §4 disconnect: resets the account and network of the namespace and of every namespace
 * connected through the same wallet (same WalletConnect session, same extension by rdns or
 * registry id, same connector), clears the stored social provider, and returns to Connect.
 * Our reading of "all chains sharing the connector type": docs/architecture.md.
 */
export async function disconnectWallet(c: ConnectionInternals, namespace?: ChainNamespace): Promise<void> {
  const { store, storage, events, router } = c.ctx
  const s = store.getState()
  const ns = namespace ?? s.activeNamespace
  const stored = readStoredConnections(storage)
  const keyOf = (n: ChainNamespace) => {
    const record = stored[n]
    if (record?.walletKey) return record.walletKey
    // a record from before wallet keys: one WalletConnect session, else the connector
    if (record?.connectorType === 'WALLET_CONNECT') return walletConnectWalletKey('')
    const id = record?.connectorId ?? s.accounts[n]?.connectorId
    if (!id) return undefined
    return adapterWalletKey(c.findConnector(id) ?? { id, chain: n })
  }
  const key = keyOf(ns)
  const targets = (Object.keys(s.accounts) as ChainNamespace[]).filter(
    (n) => n === ns || (key !== undefined && keyOf(n) === key),
  )

  // each driver ends its own connections (WalletConnect ends the session once)
  const groups = new Map<ReturnType<typeof driverFor>, ChainNamespace[]>()
  for (const n of targets) {
    const id = stored[n]?.connectorId ?? s.accounts[n]?.connectorId ?? ''
    const type = stored[n]?.connectorType ?? c.findConnector(id)?.type ?? 'INJECTED'
    const driver = driverFor(c, { id, type })
    groups.set(driver, [...(groups.get(driver) ?? []), n])
  }
  const failures: unknown[] = []
  await Promise.all(
    [...groups].map(([driver, namespaces]) => driver.disconnect(namespaces).catch((e) => failures.push(e))),
  )
  for (const n of targets) c.resetNamespace(n)
  storage.remove(STORAGE_KEYS.socialProvider.key)
  c.balance.clear()
  store.setState({ connecting: null })
  router.reset('Connect')
  if (failures.length) {
    events.emit('DISCONNECT_ERROR')
    throw porticoError('FAILED_TO_DISCONNECT', { cause: failures[0] })
  }
  events.emit('DISCONNECT_SUCCESS')
}
