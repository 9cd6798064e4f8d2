// The adapter contract suite of @portico/testing over adapter-polkadot: a scripted extension on
// `window.injectedWeb3`, and a real core WalletConnect session signed with an sr25519 key.
import { adapterContract, setUpAdapter } from '@portico/testing/node'
import { polkadotAdapter } from './polkadotAdapter.js'
import { polkadotMainnet, polkadotNetwork } from './polkadotNetworks.js'
import { createFakeExtension, FAKE_ADDRESS } from './test/createFakeExtension.js'
import { createSessionWallet } from './test/createSessionWallet.js'

const testnet = polkadotNetwork({ genesisHash: `0x${'12'.repeat(32)}`, name: 'Test', testnet: true })

const setUp = (page: unknown) =>
  setUpAdapter(polkadotAdapter({ global: page, reconnectTimeoutMs: 200 }), [polkadotMainnet, testnet])

adapterContract({
  namespace: 'polkadot',
  bare: () => polkadotAdapter(),
  async page() {
    const ext = createFakeExtension()
    const page = { injectedWeb3: { 'polkadot-js': ext } }
    return {
      ...setUp(page),
      connectorId: 'polkadot:polkadot-js',
      address: FAKE_ADDRESS,
      reload: () => setUp(page).adapter,
      refuse: () => {
        ext.next.enableError = new Error('Rejected')
      },
      garbage: () => {
        ext.next.accounts = [{ address: '0xnot-ss58', name: 'x' }]
      },
    }
  },
  async session() {
    const wallet = await createSessionWallet({ chains: [testnet.caipNetworkId] })
    return { ...setUp({}), session: wallet.session, address: wallet.address, end: () => wallet.session.end() }
  },
})
