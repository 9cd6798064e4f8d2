import { type PolkadotAdapter, polkadotAdapter, polkadotMainnet } from '@portico/adapter-polkadot'
import { createPortico, getAdapter, type Portico } from '@portico/core'

export const portico = createPortico({
  projectId: 'my-app',
  networks: [polkadotMainnet],
  // appName is what the extension shows (default 'Portico'); extensions limits the injectedWeb3 keys
  adapters: [polkadotAdapter({ appName: 'My shop', extensions: ['polkadot-js', 'talisman'] })],
})

// a balances.transferKeepAlive built and signed offline (never submitted)
export async function signDot(p: Portico, to: string, planck: bigint, nonce: number) {
  const dot = getAdapter(p, 'polkadot') as PolkadotAdapter
  return dot.signTransfer({ to, amount: planck, nonce })
}
