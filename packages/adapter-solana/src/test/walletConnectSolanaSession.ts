/**
 * What the WalletConnect tests of adapter-solana share: a real namespace session (core's
 * createNamespaceSession) whose `send` plays the wallet with a real ed25519 key, a fake Solana
 * JSON-RPC behind `fetch` for the transactions the adapter builds and confirms, and the adapter
 * connected over that session.
 */
import { PorticoError } from '@portico/core'
import { createNamespaceSession, type SessionNamespaceData } from '@portico/core/internal'
import {
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type ReadonlyUint8Array,
  type SignatureBytes,
  signBytes,
  verifySignature,
} from '@solana/kit'
import { afterEach, beforeAll, expect, vi } from 'vitest'
import { solanaAdapter } from '../solanaAdapter.js'
import { LOCALNET, makeCtx, OTHER, walletsSource } from './fakeSolanaWallet.js'

export const b58 = { encode: getBase58Decoder(), decode: getBase58Encoder() }
export const b64 = { encode: getBase64Decoder(), decode: getBase64Encoder() }
export const code = (e: unknown) => (e instanceof PorticoError ? e.code : e)
export const ALL_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']
export const RECEIVER = 'mBKqcnGotbsSb5vNrdyhzZ5EhqZdids9QYiTRckvi7v'
export const transfer = (amount: bigint) => ({ from: address, to: RECEIVER, amount, network: LOCALNET })

/** the wallet's ed25519 key and its address, once `useWalletKey`'s `beforeAll` has run */
export let keys: CryptoKeyPair
export let address: string
/** makes the wallet's key for the calling file; unstubs the fake RPC's `fetch` after each test */
export function useWalletKey() {
  beforeAll(async () => {
    keys = await createKeyPairFromPrivateKeyBytes(new Uint8Array(32).fill(21))
    address = await getAddressFromPublicKey(keys.publicKey)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })
}

export type Answer = (method: string, params: Record<string, unknown>, chainId: string) => unknown

/** the wallet's side: signs with the ed25519 key; `sendTx` puts a signed wire tx on the fake RPC */
export function honestWallet(sendTx?: (wire: Uint8Array) => void): Answer {
  return async (method, params) => {
    if (method === 'solana_signMessage') {
      expect(params.pubkey).toBe(address)
      const message = b58.decode.encode(String(params.message)) as Uint8Array
      return { signature: b58.encode.decode(await signBytes(keys.privateKey, message)) }
    }
    const tx = getTransactionDecoder().decode(b64.decode.encode(String(params.transaction)))
    const signature = await signBytes(keys.privateKey, tx.messageBytes)
    const signed = { ...tx, signatures: { ...tx.signatures, [address]: signature } }
    const wire = getTransactionEncoder().encode(signed) as Uint8Array
    if (method === 'solana_signTransaction') return { signature: b58.encode.decode(signature) }
    sendTx?.(wire)
    return { signature: b58.encode.decode(signature) }
  }
}

/** a WalletConnect session (core's own implementation) whose wallet answers with `answer` */
export function wcSession(
  opts: { methods?: string[]; chains?: string[]; answer?: Answer; address?: () => string } = {},
) {
  const chains = opts.chains ?? [LOCALNET.caipNetworkId, OTHER.caipNetworkId]
  const addr = opts.address ?? (() => address)
  let ns: SessionNamespaceData | undefined = {
    accounts: chains.map((c) => `${c}:${addr()}`),
    chains,
    methods: opts.methods ?? ALL_METHODS,
    events: ['chainChanged', 'accountsChanged'],
  }
  const calls: { method: string; params: Record<string, unknown>; chainId: string }[] = []
  const session = createNamespaceSession({
    namespace: 'solana',
    topic: 't',
    namespaces: () => (ns ? { solana: ns } : undefined),
    send: async ({ method, params }, chainId) => {
      calls.push({ method, params: params as Record<string, unknown>, chainId })
      return (opts.answer ?? honestWallet())(method, params as Record<string, unknown>, chainId)
    },
  })
  return {
    session,
    calls,
    /** the wallet ends the session */
    end() {
      session.end()
      ns = undefined
    },
    /** the wallet moves its accounts to another address */
    moveTo(next: string) {
      if (ns) ns = { ...ns, accounts: chains.map((c) => `${c}:${next}`) }
      session.updated()
    },
  }
}

/** a Solana JSON-RPC behind fetch: blockhash, sendTransaction (recorded), statuses, balance */
export function fakeRpc() {
  const sent: Uint8Array[] = []
  const landed = new Set<string>()
  const land = (wire: Uint8Array) => {
    const tx = getTransactionDecoder().decode(wire)
    const first = Object.values(tx.signatures)[0]
    if (!first) throw new Error('unsigned')
    sent.push(wire)
    landed.add(b58.encode.decode(first))
    return b58.encode.decode(first)
  }
  const methods: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) => {
      const { id, method, params } = JSON.parse(init.body) as {
        id: number
        method: string
        params: unknown[]
      }
      methods.push(method)
      const context = { slot: 1 }
      let result: unknown
      if (method === 'getLatestBlockhash')
        result = {
          context,
          value: { blockhash: '11111111111111111111111111111111', lastValidBlockHeight: 99 },
        }
      else if (method === 'sendTransaction') result = land(b64.decode.encode(String(params[0])) as Uint8Array)
      else if (method === 'getSignatureStatuses')
        result = {
          context,
          value: (params[0] as string[]).map((s) =>
            landed.has(s)
              ? { slot: 1, confirmations: null, err: null, confirmationStatus: 'finalized' }
              : null,
          ),
        }
      else if (method === 'getBalance') result = { context, value: 2_500_000_000 }
      else throw new Error(`unexpected RPC ${method}`)
      return new Response(JSON.stringify({ jsonrpc: '2.0', id, result }), {
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return { sent, land, methods }
}

export async function connected(opts: Parameters<typeof wcSession>[0] = {}) {
  const { ctx, events } = makeCtx()
  const adapter = solanaAdapter({ wallets: () => walletsSource([]).source })
  adapter.setup(ctx)
  const wc = wcSession(opts)
  const result = await adapter.connectWalletConnect!(wc.session)
  return { adapter, events, wc, result }
}

export const verifies = async (signature: ReadonlyUint8Array, data: ReadonlyUint8Array) =>
  verifySignature(keys.publicKey, signature as SignatureBytes, data)
