/**
 * A WalletConnect session of the polkadot namespace for unit tests: a real core session
 * (`createNamespaceSession`) whose wallet side answers `polkadot_signMessage` and
 * `polkadot_signTransaction` with a real sr25519 key from @polkadot/util-crypto, the way a
 * wallet does (signMessage over `<Bytes>`-wrapped bytes, transactions over the encoded
 * ExtrinsicPayload, typed MultiSignatures). `next` scripts the wallet's next answer.
 * e2e uses the real lab mobile wallet over a relay instead.
 */
import { hexToU8a, isHex, stringToU8a, u8aConcat, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, encodeAddress, sr25519PairFromSeed, sr25519Sign } from '@polkadot/util-crypto'
import { createNamespaceSession, type SessionNamespaceData } from '@portico/core/internal'
import type { SignerPayloadJSON } from '../injectedWeb3.js'
import { offlineApi } from '../polkadotTransfer.js'
import type { PolkadotRuntime } from '../polkadotTypes.js'

export const SESSION_METHODS = ['polkadot_signMessage', 'polkadot_signTransaction']

export interface SessionWalletOptions {
  /** CAIP-2 chains the wallet approves (its account on each), default chain first */
  chains: string[]
  methods?: string[]
  runtime?: PolkadotRuntime
  /** extra CAIP-10 accounts listed before the wallet's own (e.g. malformed ones) */
  extraAccounts?: string[]
}

export async function createSessionWallet(opts: SessionWalletOptions) {
  await cryptoWaitReady()
  const pair = sr25519PairFromSeed(new Uint8Array(32).fill(42))
  const address = encodeAddress(pair.publicKey, 0)
  const typed = (sig: Uint8Array) => u8aToHex(u8aConcat(new Uint8Array([1]), sig))
  const calls: { method: string; params: unknown; chainId: string }[] = []
  const state = {
    live: true,
    chains: [...opts.chains],
    methods: opts.methods ?? SESSION_METHODS,
    /** the addresses the wallet shares on each chain (change it, then `session.updated()`) */
    addresses: [address],
    /** the wallet's next answer: an error to throw, a raw result, or a payload rewrite before signing */
    next: {} as { error?: unknown; result?: unknown; tamper?: (p: SignerPayloadJSON) => SignerPayloadJSON },
  }
  const namespaces = (): Record<string, SessionNamespaceData> | undefined =>
    state.live
      ? {
          polkadot: {
            chains: state.chains,
            accounts: [
              ...(opts.extraAccounts ?? []),
              ...state.chains.flatMap((c) => state.addresses.map((a) => `${c}:${a}`)),
            ],
            methods: state.methods,
            events: ['chainChanged', 'accountsChanged'],
          },
        }
      : undefined

  const answer = async (method: string, params: unknown): Promise<unknown> => {
    const { next } = state
    state.next = {}
    if (next.error) throw next.error
    if ('result' in next) return next.result
    const p = params as { message?: string; transactionPayload?: SignerPayloadJSON }
    if (method === 'polkadot_signMessage') {
      const message = String(p.message)
      const bytes = isHex(message) ? hexToU8a(message) : stringToU8a(message)
      return { signature: typed(sr25519Sign(u8aWrapBytes(bytes), pair)) }
    }
    if (method === 'polkadot_signTransaction') {
      if (!opts.runtime) throw new Error('no runtime')
      const payload = next.tamper ? next.tamper(p.transactionPayload!) : p.transactionPayload!
      const api = await offlineApi(payload.genesisHash as `0x${string}`, opts.runtime)
      const u8a = api
        .createType('ExtrinsicPayload', payload, { version: payload.version })
        .toU8a({ method: true })
      return { signature: typed(sr25519Sign(u8a.length > 256 ? api.registry.hash(u8a) : u8a, pair)) }
    }
    throw Object.assign(new Error(`unsupported method ${method}`), { code: 4200 })
  }

  const session = createNamespaceSession({
    namespace: 'polkadot',
    topic: 't',
    namespaces,
    send: async ({ method, params }, chainId) => {
      calls.push({ method, params, chainId })
      return answer(method, params)
    },
  })
  return { session, address, publicKey: pair.publicKey, calls, state }
}
