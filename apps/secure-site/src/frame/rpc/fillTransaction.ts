import type { Address, TransactionSerializable } from 'viem'
import { prepareTransactionRequest } from 'viem/actions'
import type { FrameNetwork } from '../frameConfig.js'
import type { CallInput } from './callInput.js'
import type { Eip155Client } from './eip155Client.js'

/** viem fills what the request left out (nonce 'pending', gas estimate, EIP-1559 or legacy fees) */
export async function fillTransaction(
  client: Eip155Client,
  network: FrameNetwork,
  from: Address,
  call: CallInput,
): Promise<TransactionSerializable> {
  const request = Object.fromEntries(Object.entries(call).filter(([, v]) => v !== undefined))
  const prepared = (await prepareTransactionRequest(client, {
    account: from,
    chain: client.chain,
    ...request,
  } as unknown as Parameters<typeof prepareTransactionRequest>[1])) as unknown as CallInput & {
    type?: string
    gas: bigint
    nonce: number
  }
  const base = {
    chainId: network.chainId ?? 1,
    to: prepared.to,
    value: prepared.value,
    data: prepared.data,
    gas: prepared.gas,
    nonce: prepared.nonce,
  }
  return prepared.maxFeePerGas !== undefined && prepared.gasPrice === undefined
    ? {
        ...base,
        type: 'eip1559',
        maxFeePerGas: prepared.maxFeePerGas,
        maxPriorityFeePerGas: prepared.maxPriorityFeePerGas,
      }
    : { ...base, type: 'legacy', gasPrice: prepared.gasPrice }
}
