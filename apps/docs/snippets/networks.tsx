import { evmAdapter } from '@portico/adapter-evm'
import { createPortico, getActiveNetwork, type Portico, switchNetwork } from '@portico/core'
import { NetworkButton, useNetwork } from '@portico/react'
import { base, mainnet, optimism } from 'viem/chains'

export const portico = createPortico({
  projectId: 'my-app',
  networks: [mainnet, base, optimism],
  defaultNetwork: base, // one of networks (else: 'defaultNetwork must be one of networks')
  enableNetworkSwitch: true, // the default; false hides the Networks view
  allowUnsupportedChain: false, // the default: a wallet on another chain is asked to switch
  adapters: [evmAdapter()],
})

export const toOptimism = (p: Portico) => switchNetwork(p, 'eip155:10')
export const activeName = (p: Portico) => getActiveNetwork(p)?.name

export function NetworkBar() {
  const { network } = useNetwork()
  return (
    <nav>
      <NetworkButton /> {network?.caipNetworkId}
    </nav>
  )
}
