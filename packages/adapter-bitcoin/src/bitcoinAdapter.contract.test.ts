// The adapter contract suite of @portico/testing over adapter-bitcoin: a scripted sats-connect
// provider in `window.btc_providers`, and a real core WalletConnect session whose wallet signs
// BIP-322 with a real key (test/fakeBitcoinWalletConnect.ts).
import { adapterContract, setUpAdapter } from '@portico/testing/node'
import { bitcoinAdapter } from './bitcoinAdapter.js'
import { BITCOIN_REGTEST_REF, bitcoinRegtest, bitcoinTestnet } from './bitcoinNetworks.js'
import { addressOn, fakeBitcoinWalletConnect } from './test/fakeBitcoinWalletConnect.js'

const ADDRESS = 'bcrt1ql3e9pgs3mmwuwrh95fecme0s0qtn2880hlwwpw'
const PUBKEY = `02${'11'.repeat(32)}`
const noStandard = () => ({ get: () => [], on: () => () => undefined })

/** a sats-connect provider: `next` scripts its next answer, `fire` raises one of its events */
function fakeProvider() {
  const state = { authorized: false, next: undefined as 'reject' | 'garbage' | undefined }
  const listeners = new Map<string, () => void>()
  const ok = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result })
  const err = (code: number, message: string) => ({ jsonrpc: '2.0', id: '1', error: { code, message } })
  const provider = {
    async request(method: string) {
      const next = state.next
      state.next = undefined
      if (next === 'reject') return err(4001, 'User rejected the request.')
      if (method === 'getAccounts') {
        state.authorized = true
        return ok(
          next === 'garbage'
            ? [{ address: 42, purpose: 'payment' }]
            : [{ address: ADDRESS, publicKey: PUBKEY, purpose: 'payment' }],
        )
      }
      if (method === 'wallet_getAccount')
        return state.authorized
          ? ok({ addresses: [{ address: ADDRESS, publicKey: PUBKEY, purpose: 'payment' }] })
          : err(4100, 'no')
      if (method === 'signMessage') return ok({ signature: btoa('signature') })
      if (method === 'wallet_renouncePermissions') state.authorized = false
      return ok(true)
    },
    addListener(event: string, cb: () => void) {
      listeners.set(event, cb)
      return () => listeners.delete(event)
    },
  }
  const win = { btc_providers: [{ id: 'Fake.Provider', name: 'Fake BTC' }], Fake: { Provider: provider } }
  return { win, state, fire: (e: string) => listeners.get(e)?.() }
}

const setUp = (win: unknown) =>
  setUpAdapter(bitcoinAdapter({ window: win, wallets: noStandard, reconnectTimeoutMs: 200 }), [
    bitcoinRegtest,
    bitcoinTestnet,
  ])

adapterContract({
  namespace: 'bip122',
  bare: () => bitcoinAdapter({ window: {}, wallets: noStandard }),
  async page() {
    const p = fakeProvider()
    return {
      ...setUp(p.win),
      connectorId: 'bip122.fake-btc',
      address: ADDRESS,
      reload: () => setUp(p.win).adapter,
      refuse: () => {
        p.state.next = 'reject'
      },
      garbage: () => {
        p.state.next = 'garbage'
      },
      end: () => p.fire('disconnect'),
    }
  },
  async session() {
    const wallet = fakeBitcoinWalletConnect({ refs: [BITCOIN_REGTEST_REF] })
    return {
      ...setUp({}),
      session: wallet.session,
      address: addressOn(BITCOIN_REGTEST_REF),
      end: () => wallet.end(),
    }
  },
})
