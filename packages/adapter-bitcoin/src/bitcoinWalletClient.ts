/**
 * One interface over the two kinds of bitcoin wallets the adapter discovers:
 *
 * 1. **sats-connect-style injected providers** (Xverse and friends): `window.btc_providers` is
 *    a list of `{ id, name, icon }`; `id` is a dotted path on `window` to the provider, e.g.
 *    `XverseProviders.BitcoinProvider`. The provider has `request(method, params)` answering a
 *    JSON-RPC response object (`{ result }` or `{ error: { code, message } }`) and optionally
 *    `addListener(event, cb) → remove`. Methods used: `getAccounts { purposes }`,
 *    `wallet_getAccount` (silent), `signMessage { address, message, protocol: 'BIP322' }`,
 *    `signPsbt { psbt (base64), signInputs: { [address]: number[] }, broadcast: false }`,
 *    `wallet_changeNetwork { name }`, `wallet_renouncePermissions`, and — a Portico extension,
 *    since sats-connect has no UTXO call — `getUtxos { address } → [{ txid, vout, value }]`.
 * 2. **wallet-standard bitcoin wallets** with `bitcoin:connect { connect({ purposes }) }`,
 *    `bitcoin:signMessage` (signature = serialized BIP-322 witness bytes) and
 *    `bitcoin:signTransaction { psbt: Uint8Array, inputsToSign }` (the feature names of the
 *    bitcoin wallet-standard extension used by Exodus / sats-connect's standard wallets).
 *
 * A third implementation, over a WalletConnect session, is walletConnectBitcoinClient.ts (a lazy
 * chunk).
 */
import { type CaipNetworkId, porticoError } from '@portico/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { BitcoinNetworkName } from './bitcoinNetworks.js'
import type { SatsConnectProvider } from './findBitcoinWallets.js'
import { toBitcoinError } from './toBitcoinError.js'

export {
  findInjectedBitcoinWallets,
  type InjectedBitcoinWallet,
  isBitcoinStandardWallet,
  type SatsConnectProvider,
} from './findBitcoinWallets.js'

export interface BitcoinAccount {
  address: string
  /** hex, compressed; '' when the wallet did not share it (a WalletConnect session's addresses) */
  publicKey: string
  purpose: 'payment' | 'ordinals' | string
}

export interface BitcoinUtxo {
  txid: string
  vout: number
  /** satoshis */
  value: number
}

export type BitcoinWalletEvent = 'accountChange' | 'networkChange' | 'disconnect'

export interface BitcoinWalletClient {
  connect(opts: { silent: boolean }): Promise<BitcoinAccount[]>
  disconnect(): Promise<void>
  /** BIP-322 simple signature, base64 */
  signMessage(address: string, message: string): Promise<string>
  /** signed PSBT, base64 */
  signPsbt(psbt: string, signInputs: Record<string, number[]>): Promise<string>
  getUtxos?(address: string): Promise<BitcoinUtxo[]>
  /** moves the wallet to a network: sats-connect wallets by name, WalletConnect sessions by CAIP-2 id */
  changeNetwork?(target: {
    name: BitcoinNetworkName | undefined
    caipNetworkId: CaipNetworkId
  }): Promise<void>
  /** the network reference the wallet is on, when it says (a session's chain); else read from the address */
  chainRef?(): string
  on(event: BitcoinWalletEvent, cb: () => void): () => void
}

function unwrap(response: unknown): unknown {
  if (!response || typeof response !== 'object')
    throw porticoError('WALLET_RESPONSE_INVALID', { details: { response } })
  const r = response as { result?: unknown; error?: { code?: unknown; message?: unknown } }
  if (r.error) {
    const code = typeof r.error.code === 'number' ? r.error.code : undefined
    throw toBitcoinError(Object.assign(new Error(String(r.error.message ?? 'wallet error')), { code }))
  }
  if (!('result' in r)) throw porticoError('WALLET_RESPONSE_INVALID', { details: { response } })
  return r.result
}

function toAccounts(value: unknown): BitcoinAccount[] {
  const list = Array.isArray(value) ? value : []
  return list.flatMap((a) => {
    const { address, publicKey, purpose } = (a ?? {}) as Record<string, unknown>
    return typeof address === 'string' && address && typeof publicKey === 'string'
      ? [{ address, publicKey, purpose: typeof purpose === 'string' ? purpose : 'payment' }]
      : []
  })
}

export function satsConnectClient(provider: SatsConnectProvider): BitcoinWalletClient {
  const call = async (method: string, params?: unknown) => {
    let response: unknown
    try {
      response = await provider.request(method, params)
    } catch (e) {
      throw toBitcoinError(e)
    }
    return unwrap(response)
  }
  return {
    async connect({ silent }) {
      if (silent) {
        try {
          const r = (await call('wallet_getAccount')) as { addresses?: unknown }
          return toAccounts(r?.addresses)
        } catch {
          return []
        }
      }
      return toAccounts(await call('getAccounts', { purposes: ['payment'] }))
    },
    async disconnect() {
      await call('wallet_renouncePermissions')
    },
    async signMessage(address, message) {
      const r = (await call('signMessage', { address, message, protocol: 'BIP322' })) as {
        signature?: unknown
      }
      if (typeof r?.signature !== 'string') throw porticoError('WALLET_RESPONSE_INVALID')
      return r.signature
    },
    async signPsbt(psbt, signInputs) {
      const r = (await call('signPsbt', { psbt, signInputs, broadcast: false })) as { psbt?: unknown }
      if (typeof r?.psbt !== 'string') throw porticoError('WALLET_RESPONSE_INVALID')
      return r.psbt
    },
    async getUtxos(address) {
      const r = await call('getUtxos', { address })
      if (!Array.isArray(r)) throw porticoError('WALLET_RESPONSE_INVALID')
      return r.flatMap((u) => {
        const { txid, vout, value } = (u ?? {}) as Record<string, unknown>
        return typeof txid === 'string' &&
          /^[0-9a-f]{64}$/i.test(txid) &&
          Number.isInteger(vout) &&
          Number.isSafeInteger(value)
          ? [{ txid, vout: vout as number, value: value as number }]
          : []
      })
    },
    async changeNetwork({ name, caipNetworkId }) {
      if (!name) throw porticoError('CHAIN_NOT_SUPPORTED', { details: { caipNetworkId } })
      await call('wallet_changeNetwork', { name })
    },
    on(event, cb) {
      return provider.addListener ? provider.addListener(event, () => cb()) : () => undefined
    },
  }
}

type StdFeature<T> = T | undefined
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromB64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0))
const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')

export function standardBitcoinClient(wallet: Wallet): BitcoinWalletClient {
  let accounts: readonly WalletAccount[] = []
  const f = wallet.features as Record<string, unknown>
  const find = (address: string) => {
    const a =
      accounts.find((x) => x.address === address) ?? wallet.accounts.find((x) => x.address === address)
    if (!a) throw porticoError('NOT_CONNECTED')
    return a
  }
  return {
    async connect({ silent }) {
      if (silent && wallet.accounts.length === 0) return []
      const c = f['bitcoin:connect'] as StdFeature<{
        connect(i: unknown): Promise<{ accounts: readonly WalletAccount[] }>
      }>
      if (!c) throw porticoError('CONNECTOR_NOT_FOUND')
      try {
        accounts = silent ? wallet.accounts : (await c.connect({ purposes: ['payment'] })).accounts
      } catch (e) {
        throw toBitcoinError(e)
      }
      return accounts.map((a) => ({
        address: a.address,
        publicKey: hex(a.publicKey as Uint8Array),
        purpose: 'payment',
      }))
    },
    async disconnect() {
      const d = f['standard:disconnect'] as StdFeature<{ disconnect(): Promise<void> }>
      await d?.disconnect()
    },
    async signMessage(address, message) {
      const s = f['bitcoin:signMessage'] as StdFeature<{
        signMessage(...i: unknown[]): Promise<readonly { signature: Uint8Array }[]>
      }>
      if (!s) throw porticoError('METHOD_NOT_ALLOWED')
      try {
        const [out] = await s.signMessage({
          account: find(address),
          message: new TextEncoder().encode(message),
        })
        if (!(out?.signature instanceof Uint8Array)) throw porticoError('WALLET_RESPONSE_INVALID')
        return b64(out.signature)
      } catch (e) {
        throw toBitcoinError(e)
      }
    },
    async signPsbt(psbt, signInputs) {
      const s = f['bitcoin:signTransaction'] as StdFeature<{
        signTransaction(...i: unknown[]): Promise<readonly { signedPsbt: Uint8Array }[]>
      }>
      if (!s) throw porticoError('METHOD_NOT_ALLOWED')
      const inputsToSign = Object.entries(signInputs).map(([address, signingIndexes]) => ({
        account: find(address),
        signingIndexes,
      }))
      try {
        const [out] = await s.signTransaction({ psbt: fromB64(psbt), inputsToSign })
        if (!(out?.signedPsbt instanceof Uint8Array)) throw porticoError('WALLET_RESPONSE_INVALID')
        return b64(out.signedPsbt)
      } catch (e) {
        throw toBitcoinError(e)
      }
    },
    on(event, cb) {
      const ev = f['standard:events'] as StdFeature<{
        on(e: 'change', l: (p: { accounts?: unknown[] }) => void): () => void
      }>
      if (!ev) return () => undefined
      return ev.on('change', (p) => {
        if (!p.accounts) return
        if (event === 'disconnect' && p.accounts.length === 0) cb()
        if (event === 'accountChange' && p.accounts.length > 0) cb()
      })
    },
  }
}
