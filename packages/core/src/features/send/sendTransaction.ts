import type { SendResult, TransferToken } from '../../adapters/PorticoAdapter.js'
import { porticoError } from '../../errors/errorCatalogue.js'
import { isPorticoError } from '../../errors/PorticoError.js'
import { isUserRejection } from '../../errors/rpcErrors.js'
import { featureContextOf } from '../../portico/featureContextOf.js'
import type { Portico } from '../../portico/Portico.js'
import { recordSentTransaction, settleSentTransaction } from '../../transactions/sentTransactions.js'
import { explorerTxUrl } from '../../utils/explorerUrl.js'
import { formatAmount } from '../../utils/units.js'

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
 * success the balance refreshes; SEND_INITIATED and SEND_SUCCESS are tracked (SPEC §8). Once the
 * wallet has sent it, the transfer is recorded as pending (the Activity tab shows it at once) and
 * settles confirmed or failed with the adapter's answer.
 */
export async function sendTransaction(portico: Portico, params: SendTransactionParams): Promise<SendResult> {
  const ctx = featureContextOf(portico)
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
  const from = account.address
  let submitted: string | undefined
  const transfer = {
    from,
    to: params.to,
    amount: params.amount,
    network,
    ...(params.token ? { token: params.token } : {}),
    onSubmitted: (id: string) => {
      if (submitted !== undefined || typeof id !== 'string' || !id) return
      submitted = id
      const explorerUrl = explorerTxUrl(network, id)
      recordSentTransaction(portico, {
        id,
        caipNetworkId: network.caipNetworkId,
        from,
        to: params.to,
        amount: formatAmount(params.amount, params.token?.decimals ?? network.nativeCurrency.decimals),
        symbol: params.token?.symbol ?? network.nativeCurrency.symbol,
        submittedAt: Date.now(),
        ...(explorerUrl ? { explorerUrl } : {}),
      })
    },
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
    if (submitted === undefined) transfer.onSubmitted(result.id)
    settleSentTransaction(portico, result.id, 'confirmed')
    ctx.events.emit('SEND_SUCCESS', { ...event, hash: result.id })
    void ctx.balance.fetch({ namespace: ns, force: true })
    return result
  } catch (e) {
    // a receipt that did not come in time leaves the transaction pending: it may still be mined
    if (submitted !== undefined && !(isPorticoError(e) && e.code === 'TRANSACTION_TIMEOUT'))
      settleSentTransaction(portico, submitted, 'failed')
    if (!isUserRejection(e)) ctx.events.emit('SEND_ERROR', event)
    throw e
  }
}
