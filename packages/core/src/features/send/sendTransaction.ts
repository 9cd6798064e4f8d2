import type { SendResult, TransferToken } from '../../adapters/PorticoAdapter.js'
import type { Portico } from '../../createPortico.js'
import { porticoError } from '../../errors/errorCatalogue.js'
import { isUserRejection } from '../../errors/rpcErrors.js'

export interface SendTransactionParams {
  /** the receiver's address */
  to: string
  /** in the token's base units (wei, lamports, token units) */
  amount: bigint
  /** absent for the native currency */
  token?: TransferToken
}

/**
 * SPEC §4 send, wagmi-style (`sendTransaction(portico, params)`): the active namespace's adapter
 * sends when it has the `send` capability (eip155, solana), else 'Unsupported chain'. SPEC §5:
 * an amount and a receiver address are required. The transfer is simulated again right before
 * the wallet is asked (a change since the review says why instead of opening the wallet). After
 * success the balance refreshes; SEND_INITIATED and SEND_SUCCESS are tracked (SPEC §8).
 */
export async function sendTransaction(portico: Portico, params: SendTransactionParams): Promise<SendResult> {
  const { ctx, balance } = portico._internal
  const ns = ctx.store.getState().activeNamespace
  const account = ctx.store.getState().accounts[ns]
  if (!params.to || params.amount <= 0n) throw porticoError('SEND_AMOUNT_AND_RECEIVER_REQUIRED')
  const adapter = portico.getAdapter(ns)
  if (!adapter?.capabilities.includes('send') || !adapter.send)
    throw porticoError('UNSUPPORTED_CHAIN', { details: { namespace: ns } })
  if (account?.status !== 'connected' || !account.address) throw porticoError('NOT_CONNECTED')
  const network = portico.getActiveNetwork(ns)
  if (!network) throw porticoError('NETWORK_NOT_FOUND', { details: { caipNetworkId: account.caipAddress } })
  if (adapter.isAddress && !(await adapter.isAddress(params.to, network)))
    throw porticoError('INVALID_ADDRESS', { details: { to: params.to } })
  const transfer = {
    from: account.address,
    to: params.to,
    amount: params.amount,
    network,
    ...(params.token ? { token: params.token } : {}),
  }
  const event = {
    network: network.caipNetworkId,
    token: params.token?.symbol ?? network.nativeCurrency.symbol,
    isNative: !params.token,
  }
  await adapter.prepareSend?.(transfer)
  ctx.events.emit('SEND_INITIATED', event)
  try {
    const result = await adapter.send(transfer)
    ctx.events.emit('SEND_SUCCESS', { ...event, hash: result.id })
    void balance.fetch({ namespace: ns, force: true })
    return result
  } catch (e) {
    if (!isUserRejection(e)) ctx.events.emit('SEND_ERROR', event)
    throw e
  }
}
