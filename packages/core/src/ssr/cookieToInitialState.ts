/**
 * On the server: a request's `Cookie` header → what Portico remembered of the visitor (with
 * `options.storage: cookieStorage` on the client). Read with the same checks as at startup: a
 * forged or corrupt cookie is dropped entry by entry, never thrown at the host. `undefined` when
 * the visitor has no Portico cookie.
 */
import { readStoredConnections } from '../connection/storedConnections.js'
import { createMemoryStorage, createStorage } from '../storage/createStorage.js'
import { parseCookies } from '../storage/parseCookies.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import type { PorticoInitialState } from './PorticoInitialState.js'

export function cookieToInitialState(
  cookieHeader: string | null | undefined,
): PorticoInitialState | undefined {
  const cookies = parseCookies(cookieHeader)
  const backend = createMemoryStorage()
  const storage = createStorage(backend)
  let found = false
  for (const [name, value] of cookies) {
    if (!name.startsWith(storage.prefix)) continue
    backend.setItem(name, value)
    found = true
  }
  if (!found) return undefined
  const activeNamespace = storage.get(STORAGE_KEYS.activeNamespace.key, STORAGE_KEYS.activeNamespace.schema)
  return {
    connections: readStoredConnections(storage),
    ...(activeNamespace ? { activeNamespace } : {}),
    activeNetworks: storage.get(STORAGE_KEYS.activeNetworks.key, STORAGE_KEYS.activeNetworks.schema) ?? {},
  }
}
