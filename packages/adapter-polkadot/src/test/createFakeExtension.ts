/** A scripted polkadot{.js}-style extension for unit tests (e2e uses the real lab extension). */
import { encodeAddress } from '@polkadot/util-crypto'
import type { InjectedAccount, InjectedWindowProvider, SignerPayloadRaw } from '../injectedWeb3.js'

export const FAKE_ADDRESS = encodeAddress(new Uint8Array(32).fill(7), 0)
export const FAKE_SIGNATURE = `0x${'ab'.repeat(64)}` as const

export interface FakeExtension extends InjectedWindowProvider {
  calls: string[]
  next: {
    enable?: unknown
    accounts?: unknown
    signRaw?: unknown
    enableError?: unknown
    signError?: unknown
  }
}

export function createFakeExtension(name?: string): FakeExtension {
  const ext: FakeExtension = {
    calls: [],
    next: {},
    version: '0.0.1',
    ...(name ? { name } : {}),
    async enable(origin: string) {
      ext.calls.push(`enable:${origin}`)
      if (ext.next.enableError) throw ext.next.enableError
      if ('enable' in ext.next) return ext.next.enable as never
      return {
        accounts: {
          get: async () =>
            ('accounts' in ext.next
              ? ext.next.accounts
              : [{ address: FAKE_ADDRESS, name: 'A' }]) as InjectedAccount[],
        },
        signer: {
          async signRaw(raw: SignerPayloadRaw) {
            ext.calls.push(`signRaw:${raw.data}`)
            if (ext.next.signError) throw ext.next.signError
            return ('signRaw' in ext.next ? ext.next.signRaw : { id: 1, signature: FAKE_SIGNATURE }) as never
          },
        },
      }
    },
  }
  return ext
}
