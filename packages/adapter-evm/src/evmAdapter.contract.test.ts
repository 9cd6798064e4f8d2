// The adapter contract suite of @portico/testing over adapter-evm: a scripted EIP-1193 wallet as
// window.ethereum (wagmi's injected connector), and a WalletConnect session whose EIP-1193 view
// is the same kind of wallet.
import type { CaipNetworkId, PorticoAdapter, WalletConnectNamespaceSession } from '@portico/core'
import { createMemoryStorage } from '@portico/core'
import { adapterContract } from '@portico/testing/node'
import { afterEach } from 'vitest'
import { evmAdapter } from './evmAdapter.js'
import { createFakeWallet } from './test/createFakeWallet.js'
import { installWindow, makeCtx, removeWindow } from './test/fixtures.js'

const made: PorticoAdapter[] = []
afterEach(() => {
  for (const a of made.splice(0)) a.destroy?.()
  removeWindow()
})

function setUp(backend = createMemoryStorage()) {
  const { ctx, events } = makeCtx({ backend })
  const adapter = evmAdapter()
  made.push(adapter)
  adapter.setup(ctx)
  return { adapter, events, backend }
}

adapterContract({
  namespace: 'eip155',
  bare: () => evmAdapter(),
  restoresRemembered: true,
  takesAnySession: true,
  async page() {
    const wallet = createFakeWallet({ chainId: 31337, knownChainIds: [31337, 31338] })
    const request = wallet.request.bind(wallet)
    let garbage = false
    Object.assign(wallet, {
      async request(args: { method: string; params?: unknown }) {
        // from now on the wallet names accounts that are not addresses
        if (garbage && (args.method === 'eth_requestAccounts' || args.method === 'eth_accounts'))
          return ['0xnot-an-address']
        if (garbage && args.method === 'wallet_requestPermissions')
          return [
            { parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [] }] },
          ]
        return request(args)
      },
    })
    installWindow(wallet)
    const page = setUp()
    await page.adapter.getWagmiConfig()
    return {
      ...page,
      connectorId: 'injected',
      address: wallet.account.address,
      reload: () => {
        page.adapter.destroy?.()
        return setUp(page.backend).adapter
      },
      refuse: () => {
        wallet.state.reject.add('eth_requestAccounts')
        wallet.state.reject.add('wallet_requestPermissions')
      },
      garbage: () => {
        garbage = true
      },
      end: () => wallet.disconnectFromWallet(),
    }
  },
  async session() {
    installWindow()
    const wallet = createFakeWallet({ chainId: 31337 })
    const session: WalletConnectNamespaceSession = {
      namespace: 'eip155',
      topic: 't',
      accounts: () => [`eip155:31337:${wallet.account.address}`],
      chains: () => ['eip155:31337'],
      chainId: () => 'eip155:31337' as CaipNetworkId,
      methods: () => ['personal_sign'],
      addresses: () => [wallet.account.address],
      request: async () => null as never,
      setChain: () => undefined,
      on: () => () => undefined,
      eip1193: wallet,
    }
    const { adapter, events } = setUp()
    return {
      adapter,
      events,
      session,
      address: wallet.account.address,
      end: () => wallet.disconnectFromWallet(),
    }
  },
})
