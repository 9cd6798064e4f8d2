// The adapter contract suite of @portico/testing over adapter-cosmos: a scripted Keplr on the
// page, and a real core WalletConnect session whose wallet signs with a cosmjs key.
import { adapterContract, setUpAdapter } from '@portico/testing/node'
import { cosmosAdapter } from './cosmosAdapter.js'
import { cosmosHub, cosmosNetwork } from './cosmosNetworks.js'
import { createFakeCosmosSession } from './test/createFakeCosmosSession.js'
import { createFakeKeplr } from './test/createFakeKeplr.js'

const local = cosmosNetwork({ chainId: 'local-1', name: 'Local', testnet: true })

const setUp = (page: unknown) =>
  setUpAdapter(cosmosAdapter({ global: page, reconnectTimeoutMs: 200 }), [cosmosHub, local])

adapterContract({
  namespace: 'cosmos',
  bare: () => cosmosAdapter(),
  async page() {
    const { fake, address } = await createFakeKeplr()
    const page = { keplr: fake }
    return {
      ...setUp(page),
      connectorId: 'cosmos:keplr',
      address,
      reload: () => setUp(page).adapter,
      refuse: () => {
        fake.next.error = new Error('Request rejected')
      },
      garbage: () => {
        fake.next.key = { bech32Address: 'not-bech32', pubKey: 'x' }
      },
    }
  },
  async session() {
    const fake = await createFakeCosmosSession({ chains: [local.caipNetworkId] })
    return { ...setUp({}), session: fake.session, address: fake.address, end: () => fake.session.end() }
  },
})
