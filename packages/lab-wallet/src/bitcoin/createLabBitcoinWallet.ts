/**
 * The Lab Bitcoin Wallet: a sats-connect-style injected bitcoin provider (the shape Xverse's
 * `BitcoinProvider` has: `request(method, params)` answering a JSON-RPC response object, and
 * `addListener(event, cb)`), listed in `window.btc_providers`. One P2WPKH key; PSBTs and
 * BIP-322 messages are signed with bitcoinjs-lib (secp256k1 from viem, see secp256k1.ts).
 * Authorization and the chosen network survive a reload. Our own code because no library
 * ships a scriptable bitcoin wallet.
 *
 * Methods: getAccounts, wallet_getAccount (silent), signMessage (BIP-322 simple), signPsbt,
 * getBalance and getUtxos (from the UTXO fixture), wallet_getNetwork, wallet_changeNetwork,
 * wallet_renouncePermissions. Events: accountChange, networkChange, disconnect.
 */
import type { KeyValueStorage } from '@portico/core'
import { type Network, networks, Psbt, payments } from 'bitcoinjs-lib'
import { bytesToHex, type Hex } from 'viem'
import { approvalQueueOf } from '../labWallet/approvalQueueOf.js'
import type { ApprovalMode, ApprovalQueue, Approver } from '../labWallet/createApprovalQueue.js'
import { defaultKeyValueStorage } from '../labWallet/labWalletState.js'
import { BITCOIN_LAB_PRIVATE_KEY, BITCOIN_LAB_UTXOS, type LabUtxo } from './bitcoinLabAccounts.js'
import { LAB_BITCOIN_WALLET_ICON } from './labBitcoinWalletIcon.js'
import { compressedPublicKey, signSecp256k1 } from './secp256k1.js'
import { signBip322Simple } from './signBip322Simple.js'

export const LAB_BITCOIN_WALLET_NAME = 'Lab Bitcoin Wallet'
export const LAB_BITCOIN_PROVIDER_ID = 'LabBitcoinProviders.BitcoinProvider'

export type LabBitcoinNetworkName = 'Mainnet' | 'Testnet' | 'Regtest'
const NETWORKS: Record<LabBitcoinNetworkName, Network> = {
  Mainnet: networks.bitcoin,
  Testnet: networks.testnet,
  Regtest: networks.regtest,
}

type RpcResponse =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }
type BitcoinEvent = 'accountChange' | 'networkChange' | 'disconnect'

export interface LabBitcoinProvider {
  request(method: string, params?: unknown): Promise<RpcResponse>
  addListener(event: BitcoinEvent, cb: (data?: unknown) => void): () => void
}

export interface CreateLabBitcoinWalletOptions {
  approval: Approver | ApprovalMode
  privateKey?: Hex
  utxos?: readonly LabUtxo[]
  /** networks the wallet offers; the first is the default */
  networks?: LabBitcoinNetworkName[]
  storage?: KeyValueStorage
  storageKey?: string
  origin?: string
}

export interface LabBitcoinWallet {
  provider: LabBitcoinProvider
  approvals: ApprovalQueue
  getNetwork(): LabBitcoinNetworkName
  address(): string
  publicKey: Uint8Array
  isAuthorized(): boolean
  disconnect(): void
  onChange(listener: () => void): () => void
}

export function createLabBitcoinWallet(options: CreateLabBitcoinWalletOptions): LabBitcoinWallet {
  const privateKey = options.privateKey ?? BITCOIN_LAB_PRIVATE_KEY
  const utxos = options.utxos ?? BITCOIN_LAB_UTXOS
  const offered = options.networks ?? ['Regtest', 'Testnet']
  const storage = options.storage ?? defaultKeyValueStorage()
  const storageKey = options.storageKey ?? 'portico-lab-bitcoin-wallet'
  const origin = options.origin ?? (typeof location !== 'undefined' ? location.origin : 'unknown')
  const approvals = approvalQueueOf(options.approval)
  const publicKey = compressedPublicKey(privateKey)
  const stored = read(storage, storageKey, offered)
  let authorized = stored.authorized
  let network: LabBitcoinNetworkName = stored.network ?? offered[0] ?? 'Regtest'
  const listeners = new Map<BitcoinEvent, Set<(d?: unknown) => void>>()
  const changeListeners = new Set<() => void>()
  let counter = 0

  const net = () => NETWORKS[network]
  const address = () => payments.p2wpkh({ pubkey: publicKey, network: net() }).address!
  const account = () => ({
    address: address(),
    publicKey: bytesToHex(publicKey).slice(2),
    purpose: 'payment',
    addressType: 'p2wpkh',
  })
  const save = () => {
    try {
      storage.setItem(storageKey, JSON.stringify({ version: 1, authorized, network }))
    } catch {
      // best effort
    }
    for (const l of [...changeListeners]) l()
  }
  const emit = (event: BitcoinEvent, data?: unknown) => {
    for (const l of [...(listeners.get(event) ?? [])]) l(data)
  }
  const ask = (kind: 'connect' | 'sign' | 'sendTransaction', summary: string, details?: string) =>
    approvals.request({
      id: `btc-${++counter}`,
      kind,
      origin,
      summary: `${LAB_BITCOIN_WALLET_NAME}: ${summary}`,
      ...(details !== undefined ? { details } : {}),
    })

  const ok = (result: unknown): RpcResponse => ({ jsonrpc: '2.0', id: String(counter), result })
  const fail = (code: number, message: string): RpcResponse => ({
    jsonrpc: '2.0',
    id: String(counter),
    error: { code, message },
  })
  const rejected = () => fail(4001, 'User rejected the request.')
  const unauthorized = () => fail(4100, 'The site is not authorized: call getAccounts first.')

  const handlers: Record<string, (p: Record<string, unknown>) => Promise<RpcResponse>> = {
    async getAccounts(p) {
      const purposes = Array.isArray(p.purposes) ? p.purposes : ['payment']
      if (!purposes.includes('payment')) return fail(-32602, 'this wallet has payment accounts only')
      if (!authorized) {
        if (!(await ask('connect', 'connect to this site', `payment account ${address()}`))) return rejected()
        authorized = true
        save()
      }
      return ok([account()])
    },
    async wallet_getAccount() {
      return authorized
        ? ok({ addresses: [account()], network: { bitcoin: { name: network } } })
        : unauthorized()
    },
    async wallet_renouncePermissions() {
      authorized = false
      save()
      return ok(true)
    },
    async wallet_getNetwork() {
      return ok({ bitcoin: { name: network } })
    },
    async wallet_changeNetwork(p) {
      const name = p.name as LabBitcoinNetworkName
      if (!offered.includes(name)) return fail(-32602, `unknown network ${String(p.name)}`)
      if (name !== network) {
        network = name
        save()
        emit('networkChange', { bitcoin: { name } })
      }
      return ok(true)
    },
    async getBalance() {
      if (!authorized) return unauthorized()
      const total = utxos.reduce((s, u) => s + u.value, 0)
      return ok({ confirmed: String(total), unconfirmed: '0', total: String(total) })
    },
    async getUtxos(p) {
      if (!authorized) return unauthorized()
      if (p.address !== address()) return ok([])
      return ok(utxos.map((u) => ({ ...u })))
    },
    async signMessage(p) {
      if (!authorized) return unauthorized()
      if (p.address !== address()) return fail(-32602, 'unknown address')
      if (typeof p.message !== 'string') return fail(-32602, 'message must be a string')
      if (p.protocol !== undefined && p.protocol !== 'BIP322') return fail(-32602, 'only BIP322 is supported')
      if (!(await ask('sign', 'sign a message', p.message))) return rejected()
      const signature = await signBip322Simple(p.message, privateKey, net())
      return ok({ signature, address: address(), protocol: 'BIP322' })
    },
    async signPsbt(p) {
      if (!authorized) return unauthorized()
      let psbt: Psbt
      try {
        psbt = Psbt.fromBase64(String(p.psbt), { network: net() })
      } catch {
        return fail(-32602, 'psbt could not be decoded')
      }
      const indexes = ((p.signInputs ?? {}) as Record<string, unknown>)[address()]
      if (!Array.isArray(indexes) || indexes.some((i) => typeof i !== 'number'))
        return fail(-32602, 'signInputs must list input indexes for this address')
      const total = psbt.txOutputs.reduce((s, o) => s + o.value, 0n)
      const details = psbt.txOutputs.map((o) => `${o.address ?? 'script'}: ${o.value} sats`).join('\n')
      if (!(await ask('sendTransaction', `sign a PSBT (${total} sats out)`, details))) return rejected()
      const signer = { publicKey, sign: (hash: Uint8Array) => signSecp256k1(hash, privateKey) }
      try {
        for (const i of indexes as number[]) await psbt.signInputAsync(i, signer)
      } catch (e) {
        return fail(-32602, `could not sign: ${e instanceof Error ? e.message : String(e)}`)
      }
      if (p.broadcast === true) return fail(-32601, 'this lab wallet has no node to broadcast to')
      return ok({ psbt: psbt.toBase64() })
    },
  }

  const provider: LabBitcoinProvider = {
    async request(method, params) {
      counter++
      const handler = handlers[method]
      if (!handler) return fail(-32601, `Method not found: ${method}`)
      const p = params && typeof params === 'object' ? (params as Record<string, unknown>) : {}
      return handler(p)
    },
    addListener(event, cb) {
      const set = listeners.get(event) ?? new Set()
      set.add(cb)
      listeners.set(event, set)
      return () => set.delete(cb)
    },
  }

  return {
    provider,
    approvals,
    getNetwork: () => network,
    address,
    publicKey,
    isAuthorized: () => authorized,
    disconnect() {
      authorized = false
      save()
      emit('disconnect')
    },
    onChange(listener) {
      changeListeners.add(listener)
      return () => changeListeners.delete(listener)
    },
  }
}

/** Puts the provider where sats-connect-style dapps look: `window.btc_providers` + the id path. */
export function injectLabBitcoinWallet(
  provider: LabBitcoinProvider,
  target: Record<string, unknown> = window as never,
) {
  const [root, key] = LAB_BITCOIN_PROVIDER_ID.split('.') as [string, string]
  target[root] = { ...((target[root] as object) ?? {}), [key]: provider }
  const list = Array.isArray(target.btc_providers) ? (target.btc_providers as unknown[]) : []
  target.btc_providers = [
    ...list,
    { id: LAB_BITCOIN_PROVIDER_ID, name: LAB_BITCOIN_WALLET_NAME, icon: LAB_BITCOIN_WALLET_ICON },
  ]
}

function read(storage: KeyValueStorage, key: string, offered: LabBitcoinNetworkName[]) {
  try {
    const v = JSON.parse(storage.getItem(key) ?? 'null') as {
      version?: unknown
      authorized?: unknown
      network?: unknown
    }
    if (v?.version !== 1) return { authorized: false }
    const network = offered.includes(v.network as LabBitcoinNetworkName)
      ? (v.network as LabBitcoinNetworkName)
      : undefined
    return { authorized: v.authorized === true, ...(network ? { network } : {}) }
  } catch {
    return { authorized: false }
  }
}
