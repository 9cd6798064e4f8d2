import { type BitcoinAdapter, bitcoinAdapter, bitcoinMainnet } from '@portico/adapter-bitcoin'
import { createPortico, getAdapter, type Portico } from '@portico/core'

export const portico = createPortico({
  projectId: 'my-app',
  networks: [bitcoinMainnet],
  adapters: [
    bitcoinAdapter({
      feeRate: 2, // sat/vB, the default
      // where UTXOs come from (default: the wallet's getUtxos; WalletConnect has none)
      utxos: async ({ address }) => {
        const res = await fetch(`https://indexer.example.com/address/${address}/utxo`)
        return res.json()
      },
    }),
  ],
})

// a payment built, signed by the wallet and finalized; broadcasting is the host's
export async function pay(p: Portico, to: string, sats: bigint) {
  const btc = getAdapter(p, 'bip122') as BitcoinAdapter
  return btc.signTransfer({ to, amount: sats })
}
