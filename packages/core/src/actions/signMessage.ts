import { porticoError } from '../errors/errorCatalogue.js'
import { featureContextOf } from '../portico/featureContextOf.js'
import type { Portico } from '../portico/Portico.js'

/**
 * Signs a plain message with the active namespace's account (its adapter, or the WalletConnect
 * session when the adapter takes none). A declined signature is USER_REJECTED (rpcCode 4001).
 */
export async function signMessage(portico: Portico, message: string): Promise<string> {
  const { store, adapters, connection } = featureContextOf(portico)
  const ns = store.getState().activeNamespace
  const account = store.getState().accounts[ns]
  if (!adapters.get(ns)) throw porticoError('ADAPTER_NOT_FOUND')
  if (account?.status !== 'connected' || !account.address) throw porticoError('NOT_CONNECTED')
  try {
    return await connection.signMessage(ns, message, account.address)
  } catch (e) {
    // the RPC codes are a lazy chunk: a failed signature is not the startup path
    const { isUserRejection } = await import('../errors/rpcErrors.js')
    if (isUserRejection(e)) throw porticoError('USER_REJECTED', { cause: e, rpcCode: 4001 })
    throw e
  }
}
