// The adapter contract suite of @portico/testing over adapter-solana: a scripted wallet-standard
// wallet, and a real core WalletConnect session (its requests are not needed here).
import { createNamespaceSession, type SessionNamespaceData } from '@portico/core/internal'
import { adapterContract } from '@portico/testing/node'
import type { StandardConnectFeature } from '@wallet-standard/features'
import { solanaAdapter } from './solanaAdapter.js'
import { ADDRESS, fakeSolanaWallet, LOCALNET, makeCtx, walletsSource } from './test/fakeSolanaWallet.js'

function setUp(source: ReturnType<typeof walletsSource>['source']) {
  const { ctx, events } = makeCtx()
  const adapter = solanaAdapter({ wallets: () => source, reconnectTimeoutMs: 200 })
  adapter.setup(ctx)
  return { adapter, events }
}

adapterContract({
  namespace: 'solana',
  bare: () => solanaAdapter({ wallets: () => walletsSource([]).source }),
  async page() {
    const fake = fakeSolanaWallet()
    const feature = fake.wallet.features['standard:connect'] as StandardConnectFeature['standard:connect']
    const connect = feature.connect.bind(feature)
    let next: 'refuse' | 'garbage' | undefined
    Object.assign(feature, {
      async connect(input?: { silent?: boolean }) {
        const now = next
        next = undefined
        if (now === 'refuse') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        if (now === 'garbage') return { accounts: [{ address: '0OIl-not-base58' }] }
        return connect(input)
      },
    })
    const { source } = walletsSource([fake.wallet])
    return {
      ...setUp(source),
      connectorId: 'solana.fake-solana',
      address: ADDRESS,
      reload: () => setUp(source).adapter,
      refuse: () => {
        next = 'refuse'
      },
      garbage: () => {
        next = 'garbage'
      },
      end: () => fake.revoke(),
    }
  },
  async session() {
    let ns: SessionNamespaceData | undefined = {
      accounts: [`${LOCALNET.caipNetworkId}:${ADDRESS}`],
      chains: [LOCALNET.caipNetworkId],
      methods: ['solana_signMessage'],
      events: ['chainChanged', 'accountsChanged'],
    }
    const session = createNamespaceSession({
      namespace: 'solana',
      topic: 't',
      namespaces: () => (ns ? { solana: ns } : undefined),
      send: async () => {
        throw new Error('not in the contract')
      },
    })
    const end = () => {
      session.end()
      ns = undefined
    }
    return { ...setUp(walletsSource([]).source), session, address: ADDRESS, end }
  },
})
