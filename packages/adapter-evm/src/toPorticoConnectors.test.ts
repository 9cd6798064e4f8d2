import { createConfig, createConnector, http, injected, mock } from '@wagmi/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createFakeWallet } from './test/createFakeWallet.js'
import { installWindow, LOCAL, removeWindow } from './test/fixtures.js'
import { toPorticoConnectors } from './toPorticoConnectors.js'
import { toViemChain } from './toViemChain.js'

function stubConnector(props: { id: string; name: string; type: string; rdns?: string }) {
  return createConnector(() => ({
    ...props,
    async connect() {
      throw new Error('stub')
    },
    async disconnect() {},
    async getAccounts() {
      return []
    },
    async getChainId() {
      return 31337
    },
    async getProvider() {
      return undefined
    },
    async isAuthorized() {
      return false
    },
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }))
}

afterEach(removeWindow)

describe('toPorticoConnectors', () => {
  it('§4 maps walletConnect, a connector with rdns, targeted injected and others to Portico kinds', () => {
    const wallet = createFakeWallet()
    installWindow(wallet)
    const config = createConfig({
      chains: [toViemChain(LOCAL)],
      transports: { [LOCAL.id]: http() },
      storage: null,
      connectors: [
        injected(),
        stubConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect' }),
        stubConnector({ id: 'io.rabby', name: 'Rabby', type: 'injected', rdns: 'io.rabby' }),
        injected({
          target: { id: 'labWallet', name: 'Lab Wallet', provider: () => undefined, icon: 'x.svg' },
        }),
        mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] }),
      ],
    })
    expect(toPorticoConnectors(config)).toEqual([
      { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155' },
      { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' },
      { id: 'io.rabby', type: 'ANNOUNCED', name: 'Rabby', chain: 'eip155', rdns: 'io.rabby' },
      { id: 'labWallet', type: 'INJECTED', name: 'Lab Wallet', chain: 'eip155', imageUrl: 'x.svg' },
      { id: 'mock', type: 'EXTERNAL', name: 'Mock Connector', chain: 'eip155' },
    ])
  })
})
