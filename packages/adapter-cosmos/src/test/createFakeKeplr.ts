/** A scripted Keplr-style wallet for unit tests, with a real cosmjs key (e2e uses the lab wallet). */
import { Secp256k1Wallet } from '@cosmjs/amino'

const KEY = Uint8Array.from({ length: 32 }, (_, i) => i + 1)

export interface FakeKeplr {
  calls: string[]
  next: { key?: unknown; signArbitrary?: unknown; error?: unknown }
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<unknown>
  getOfflineSigner(): never
  getOfflineSignerOnlyAmino(): never
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<unknown>
  name?: string
}

export async function createFakeKeplr(prefix = 'cosmos') {
  const wallet = await Secp256k1Wallet.fromKey(KEY, prefix)
  const [account] = await wallet.getAccounts()
  const { address, pubkey } = account!
  const pubKeyB64 = btoa(String.fromCharCode(...pubkey))
  const fake: FakeKeplr = {
    calls: [],
    next: {},
    async enable(chainIds) {
      fake.calls.push(`enable:${String(chainIds)}`)
      if (fake.next.error) throw fake.next.error
    },
    async getKey(chainId) {
      fake.calls.push(`getKey:${chainId}`)
      if ('key' in fake.next) return fake.next.key
      return { name: 'k', algo: 'secp256k1', pubKey: pubkey, bech32Address: address }
    },
    getOfflineSigner: () => {
      throw new Error('not in unit tests')
    },
    getOfflineSignerOnlyAmino: () => {
      throw new Error('not in unit tests')
    },
    async signArbitrary(chainId, signer, data) {
      fake.calls.push(`signArbitrary:${chainId}:${signer}:${String(data)}`)
      if (fake.next.error) throw fake.next.error
      if ('signArbitrary' in fake.next) return fake.next.signArbitrary
      return {
        pub_key: { type: 'tendermint/PubKeySecp256k1', value: pubKeyB64 },
        signature: btoa('x'.repeat(64)),
      }
    },
  }
  return { fake, address, pubkey, pubKeyB64 }
}
