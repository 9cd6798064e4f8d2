/**
 * A real core WalletConnect namespace session (`createNamespaceSession`) whose wallet side
 * answers the WalletConnect cosmos RPC with a real cosmjs key (direct and amino wallets), for
 * unit tests. `next` scripts one answer: an error, or a change to the wallet's result.
 * (e2e uses the lab mobile wallet over a real relay.)
 */
import { Secp256k1Wallet, type StdSignDoc } from '@cosmjs/amino'
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing'
import type { CaipNetworkId } from '@portico/core'
import { createNamespaceSession, type SessionNamespaceData } from '@portico/core/internal'

const KEY = Uint8Array.from({ length: 32 }, (_, i) => i + 7)

export const SESSION_METHODS = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino']

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromB64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0))

export interface FakeSessionOptions {
  /** CAIP-2 chains the wallet approved (default cosmos:local-1 and cosmos:cosmoshub-4) */
  chains?: string[]
  methods?: string[]
  prefix?: string
  preferredChain?: CaipNetworkId
}

export async function createFakeCosmosSession(options: FakeSessionOptions = {}) {
  const prefix = options.prefix ?? 'cosmos'
  const direct = await DirectSecp256k1Wallet.fromKey(KEY, prefix)
  const amino = await Secp256k1Wallet.fromKey(KEY, prefix)
  const [account] = await direct.getAccounts()
  const { address, pubkey } = account!
  const state = {
    chains: options.chains ?? ['cosmos:local-1', 'cosmos:cosmoshub-4'],
    methods: options.methods ?? SESSION_METHODS,
    ended: false,
  }
  const calls: { method: string; chainId: string; params: unknown }[] = []
  const next: { error?: unknown; tamper?: (result: Record<string, unknown>) => unknown } = {}

  const answer = async (method: string, params: Record<string, unknown>) => {
    if (method === 'cosmos_getAccounts') return [{ address, algo: 'secp256k1', pubkey: b64(pubkey) }]
    if (method === 'cosmos_signAmino')
      return amino.signAmino(params.signerAddress as string, params.signDoc as StdSignDoc)
    if (method === 'cosmos_signDirect') {
      const doc = params.signDoc as Record<string, string>
      const { signature } = await direct.signDirect(params.signerAddress as string, {
        chainId: doc.chainId!,
        accountNumber: BigInt(doc.accountNumber!),
        bodyBytes: fromB64(doc.bodyBytes!),
        authInfoBytes: fromB64(doc.authInfoBytes!),
      })
      return { signature, signed: doc }
    }
    throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
  }

  const namespaces = (): Record<string, SessionNamespaceData> | undefined =>
    state.ended
      ? undefined
      : {
          cosmos: {
            chains: state.chains,
            accounts: state.chains.map((c) => `${c}:${address}`),
            methods: state.methods,
            events: ['chainChanged', 'accountsChanged'],
          },
        }

  const session = createNamespaceSession({
    namespace: 'cosmos',
    topic: 'topic-1',
    namespaces,
    ...(options.preferredChain ? { preferredChain: options.preferredChain } : {}),
    async send({ method, params }, chainId) {
      calls.push({ method, chainId, params })
      const error = next.error
      const tamper = next.tamper
      next.error = undefined
      next.tamper = undefined
      if (error) throw error
      const result = await answer(method, params as Record<string, unknown>)
      return tamper ? tamper(result as Record<string, unknown>) : result
    },
  })
  return {
    session,
    state,
    calls,
    next,
    address,
    pubkey,
    pubKeyB64: b64(pubkey),
    end() {
      session.end()
      state.ended = true
    },
  }
}
