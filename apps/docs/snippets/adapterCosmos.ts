import { type CosmosAdapter, cosmosAdapter, cosmosHub } from '@portico/adapter-cosmos'
import { createPortico, getAdapter, type Portico } from '@portico/core'

export const portico = createPortico({
  projectId: 'my-app',
  networks: [cosmosHub],
  adapters: [cosmosAdapter({ wallets: ['keplr', 'leap'] })], // the default order
})

// a bank MsgSend signed (never broadcast); a node would tell the account number and sequence
export async function signAtom(
  p: Portico,
  to: string,
  uatom: bigint,
  accountNumber: number,
  sequence: number,
) {
  const atom = getAdapter(p, 'cosmos') as CosmosAdapter
  return atom.signTransfer({
    to,
    amount: uatom,
    fee: { amount: [{ denom: 'uatom', amount: '5000' }], gas: '200000' },
    accountNumber,
    sequence,
  })
}
