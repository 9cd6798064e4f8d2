import { bytesToHex, type Hex, type TransactionSerializable } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Eip155Client } from './eip155Client.js'
import type { RpcContext } from './rpcContext.js'

/** signed with the derived key and sent with eth_sendRawTransaction through the network's own RPC */
export async function signAndSend(
  ctx: RpcContext,
  client: Eip155Client,
  tx: TransactionSerializable,
): Promise<Hex> {
  const raw = await ctx.withKeys((keys) => privateKeyToAccount(bytesToHex(keys.eip155)).signTransaction(tx))
  return client.request({ method: 'eth_sendRawTransaction', params: [raw] })
}
