/** The lab mobile wallet's Polkadot key (ed25519 from @polkadot/util-crypto). */
import { hexToU8a, stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { ed25519PairFromSeed, ed25519Sign, encodeAddress } from '@polkadot/util-crypto'
import { invalidParams } from '../labWallet/ProviderRpcError.js'
import { type NamespaceSigner, record, text } from './NamespaceSigner.js'

export function polkadotSigner(seed: Uint8Array): NamespaceSigner {
  const pair = ed25519PairFromSeed(seed)
  const address = encodeAddress(pair.publicKey, 0)
  return {
    namespace: 'polkadot',
    address: () => address,
    methods: ['polkadot_signMessage'],
    describe: (_m, params) =>
      `Sign a Polkadot message: ${String((params as { message?: unknown })?.message ?? '')}`,
    async handle(method, params) {
      const p = record(params, method)
      const message = text(p, 'message', method)
      if (p.address !== undefined && p.address !== address) throw invalidParams('unknown address')
      const bytes = message.startsWith('0x') ? hexToU8a(message) : stringToU8a(message)
      // the extension convention: sign <Bytes>…</Bytes>-wrapped data, ed25519 signatures get type byte 0x00
      const sig = ed25519Sign(u8aWrapBytes(bytes), pair)
      const typed = new Uint8Array(65)
      typed.set(sig, 1)
      return { signature: u8aToHex(typed) }
    },
  }
}
