/**
 * The lab's polkadot extension: injects itself into `window.injectedWeb3['portico-lab']` with
 * the polkadot{.js} extension interface (`enable(origin)` → `{ accounts, signer }`), holds one
 * sr25519 account from @polkadot/keyring (sr25519 is the Substrate default; it needs the wasm
 * crypto, hence the async factory awaiting `cryptoWaitReady()`), and asks its approval queue
 * before connecting and signing. Authorized origins persist (reload → still connected).
 * Rejections are `Error('Rejected')` / `Error('Cancelled')` like the real extension.
 */

import { Keyring } from '@polkadot/keyring'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import type { KeyValueStorage } from '@portico/core'
import { approvalQueueOf } from '../labWallet/approvalQueueOf.js'
import type { ApprovalKind, ApprovalMode, ApprovalQueue, Approver } from '../labWallet/createApprovalQueue.js'
import { defaultKeyValueStorage } from '../labWallet/labWalletState.js'
import { offlinePolkadotApi } from './offlinePolkadotApi.js'
import { POLKADOT_LAB_ICON } from './polkadotLabIcon.js'
import {
  type HexString,
  loadAuthorizedOrigins,
  loadPolkadotLabRuntime,
  type PolkadotLabRuntime,
  saveAuthorizedOrigins,
} from './polkadotLabRuntime.js'

/** The well-known dev phrase of Substrate (`//Alice` & co. derive from it): test funds only. */
export const POLKADOT_LAB_MNEMONIC = 'bottom drive obey lake curtain smoke basket hold race lonely fit walk'
export const POLKADOT_LAB_DERIVATION = '//portico-lab'
export const POLKADOT_LAB_WALLET_INFO = Object.freeze({
  key: 'portico-lab',
  name: 'Lab Polkadot Wallet',
  icon: POLKADOT_LAB_ICON,
  version: '0.1.0',
})

export interface CreatePolkadotLabWalletOptions {
  approval?: Approver | ApprovalMode
  storage?: KeyValueStorage
  /** secret URI of the account (default: the dev phrase + `//portico-lab`) */
  suri?: string
  /** SS58 prefix the account is shown with (default 0, Polkadot) */
  ss58Format?: number
  /** the runtime used to decode/sign payloads (default: Polkadot static metadata) */
  loadRuntime?: () => Promise<PolkadotLabRuntime>
}

export interface PolkadotLabAccount {
  address: string
  name: string
  type: 'sr25519'
  genesisHash: null
}

export interface PolkadotLabProvider {
  version: string
  name: string
  icon: string
  enable(originName: string): Promise<{
    accounts: {
      get(): Promise<PolkadotLabAccount[]>
      subscribe(cb: (accounts: PolkadotLabAccount[]) => void): () => void
    }
    signer: {
      signRaw(raw: {
        address: string
        data: string
        type: string
      }): Promise<{ id: number; signature: HexString }>
      signPayload(payload: Record<string, unknown>): Promise<{ id: number; signature: HexString }>
    }
  }>
}

export interface PolkadotLabWallet {
  readonly address: string
  readonly publicKey: HexString
  readonly approvals: ApprovalQueue
  readonly provider: PolkadotLabProvider
  /** `target.injectedWeb3['portico-lab'] = provider`; returns an uninstall function */
  install(target?: object): () => void
  /** forgets every authorized origin */
  revoke(): void
  isAuthorized(originName: string): boolean
}

const STORAGE_KEY = 'portico-lab-polkadot:v1'

const rejected = (message: string) => Object.assign(new Error(message), { code: 4001 })

export async function createPolkadotLabWallet(
  options: CreatePolkadotLabWalletOptions = {},
): Promise<PolkadotLabWallet> {
  await cryptoWaitReady()
  const keyring = new Keyring({ type: 'sr25519', ss58Format: options.ss58Format ?? 0 })
  const pair = keyring.addFromUri(options.suri ?? `${POLKADOT_LAB_MNEMONIC}${POLKADOT_LAB_DERIVATION}`)
  const approvals = approvalQueueOf(options.approval)
  const storage = options.storage ?? defaultKeyValueStorage()
  const loadRuntime = options.loadRuntime ?? loadPolkadotLabRuntime
  let origins = loadAuthorizedOrigins(storage, STORAGE_KEY)
  let nextId = 0
  const subscribers = new Set<(accounts: PolkadotLabAccount[]) => void>()

  const account = (): PolkadotLabAccount => ({
    address: pair.address,
    name: 'Lab account',
    type: 'sr25519',
    genesisHash: null,
  })
  const accountsFor = (origin: string) => (origins.includes(origin) ? [account()] : [])

  const ask = (kind: ApprovalKind, origin: string, summary: string, details?: string) =>
    approvals.request({ id: `polkadot-${++nextId}`, kind, origin, summary, ...(details ? { details } : {}) })

  const requireAccount = (origin: string, address: unknown) => {
    if (!origins.includes(origin)) throw new Error(`${origin} is not authorized`)
    if (address !== pair.address) throw new Error(`Unable to find account ${String(address)}`)
  }

  const provider: PolkadotLabProvider = {
    version: POLKADOT_LAB_WALLET_INFO.version,
    name: POLKADOT_LAB_WALLET_INFO.name,
    icon: POLKADOT_LAB_WALLET_INFO.icon,
    async enable(originName) {
      if (typeof originName !== 'string' || !originName) throw new Error('Invalid origin name')
      if (!origins.includes(originName)) {
        const ok = await ask(
          'connect',
          originName,
          `${originName} wants to see your polkadot accounts`,
          pair.address,
        )
        if (!ok) throw rejected('Rejected')
        origins = [...origins, originName]
        saveAuthorizedOrigins(storage, STORAGE_KEY, origins)
        for (const cb of subscribers) cb(accountsFor(originName))
      }
      return {
        accounts: {
          get: async () => accountsFor(originName),
          subscribe(cb) {
            const listener = () => cb(accountsFor(originName))
            subscribers.add(listener)
            queueMicrotask(listener)
            return () => void subscribers.delete(listener)
          },
        },
        signer: {
          async signRaw(raw) {
            requireAccount(originName, raw?.address)
            if (typeof raw.data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(raw.data))
              throw new Error('signRaw: data must be hex')
            const text = new TextDecoder().decode(hexToBytes(raw.data))
            if (!(await ask('sign', originName, 'Sign a message (wrapped in <Bytes>)', text)))
              throw rejected('Cancelled')
            return { id: ++nextId, signature: u8aToHex(pair.sign(u8aWrapBytes(raw.data))) }
          },
          async signPayload(payload) {
            requireAccount(originName, payload?.address)
            const genesisHash = payload.genesisHash as HexString
            const api = await offlinePolkadotApi(genesisHash, await loadRuntime())
            const call = api.createType('Call', payload.method)
            const summary = `${call.section}.${call.method}`
            const details = JSON.stringify(
              { call: call.toHuman(), nonce: payload.nonce, genesisHash },
              null,
              2,
            )
            if (!(await ask('sendTransaction', originName, summary, details))) throw rejected('Cancelled')
            const extrinsicPayload = api.createType('ExtrinsicPayload', payload, { version: payload.version })
            const { signature } = extrinsicPayload.sign(pair)
            return { id: ++nextId, signature }
          },
        },
      }
    },
  }

  return {
    address: pair.address,
    publicKey: u8aToHex(pair.publicKey),
    approvals,
    provider,
    install(target = globalThis) {
      const t = target as { injectedWeb3?: Record<string, unknown> }
      t.injectedWeb3 ??= {}
      t.injectedWeb3[POLKADOT_LAB_WALLET_INFO.key] = provider
      return () => {
        if (t.injectedWeb3?.[POLKADOT_LAB_WALLET_INFO.key] === provider)
          delete t.injectedWeb3[POLKADOT_LAB_WALLET_INFO.key]
      }
    },
    revoke() {
      origins = []
      saveAuthorizedOrigins(storage, STORAGE_KEY, origins)
      for (const cb of subscribers) cb([])
    },
    isAuthorized: (originName) => origins.includes(originName),
  }
}

function hexToBytes(hex: string): Uint8Array {
  const clean = hex.slice(2)
  const out = new Uint8Array(clean.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(clean.slice(i * 2, i * 2 + 2), 16)
  return out
}
