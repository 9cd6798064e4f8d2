/**
 * The lab's Keplr-like cosmos wallet, installed at `window.porticoLabKeplr` (its own global: it
 * does not pretend to be Keplr). It speaks the Keplr interface the cosmos adapter uses —
 * `enable`, `getKey`, `getOfflineSigner` (direct), `getOfflineSignerOnlyAmino`, `signArbitrary`
 * (ADR-36) — with one secp256k1 key held by cosmjs wallets (`DirectSecp256k1Wallet`,
 * `Secp256k1Wallet`), and asks its approval queue before enabling a chain and before signing.
 * Enabled chains persist per origin (reload → still connected). Rejections are
 * `Error('Request rejected')` like Keplr's.
 */
import {
  makeSignDoc,
  rawSecp256k1PubkeyToRawAddress,
  Secp256k1Wallet,
  type StdSignature,
  type StdSignDoc,
} from '@cosmjs/amino'
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing'
import type { KeyValueStorage } from '@portico/core'
import { approvalQueueOf } from '../labWallet/approvalQueueOf.js'
import type { ApprovalKind, ApprovalMode, ApprovalQueue, Approver } from '../labWallet/createApprovalQueue.js'
import { defaultKeyValueStorage } from '../labWallet/labWalletState.js'
import { COSMOS_LAB_ICON } from './cosmosLabIcon.js'

/** A fixed test key (never holds value anywhere). */
export const COSMOS_LAB_PRIVATE_KEY = '0x8f2a559490c8a5f0b1a5c2b2e9d6d0d4a1c6b8e3f7a2d5c9e4b1a8f3c6d2e7b5'
export const COSMOS_LAB_GLOBAL = 'porticoLabKeplr'
export const COSMOS_LAB_WALLET_INFO = Object.freeze({ name: 'Lab Cosmos Wallet', icon: COSMOS_LAB_ICON })

export interface CosmosLabChain {
  chainId: string
  bech32Prefix: string
}

export interface CreateCosmosLabWalletOptions {
  chains: CosmosLabChain[]
  approval?: Approver | ApprovalMode
  storage?: KeyValueStorage
  /** 0x + 64 hex (default COSMOS_LAB_PRIVATE_KEY) */
  privateKey?: string
  /** origin shown in approval requests and used for permissions (default location.origin) */
  origin?: string
}

export interface CosmosLabKey {
  name: string
  algo: 'secp256k1'
  pubKey: Uint8Array
  address: Uint8Array
  bech32Address: string
  isNanoLedger: false
  isKeystone: false
}

export interface CosmosLabProvider {
  name: string
  icon: string
  version: string
  mode: 'extension'
  enable(chainIds: string | string[]): Promise<void>
  disable(chainIds?: string | string[]): Promise<void>
  getKey(chainId: string): Promise<CosmosLabKey>
  getOfflineSigner(chainId: string): DirectAndAminoSigner
  getOfflineSignerOnlyAmino(chainId: string): AminoSigner
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
}

type DirectWallet = DirectSecp256k1Wallet
type AminoWallet = Secp256k1Wallet
type AminoSigner = Pick<AminoWallet, 'getAccounts' | 'signAmino'>
type DirectAndAminoSigner = AminoSigner & Pick<DirectWallet, 'signDirect'>

export interface CosmosLabWallet {
  readonly approvals: ApprovalQueue
  readonly provider: CosmosLabProvider
  /** bech32 address on a configured chain */
  address(chainId: string): string
  /** compressed secp256k1 public key */
  readonly publicKey: Uint8Array
  /** `target[globalName] = provider`; returns an uninstall function */
  install(target?: object, globalName?: string): () => void
  revoke(): void
}

const STORAGE_KEY = 'portico-lab-cosmos:v1'
const rejected = () => Object.assign(new Error('Request rejected'), { code: 4001 })

export async function createCosmosLabWallet(options: CreateCosmosLabWalletOptions): Promise<CosmosLabWallet> {
  const key = hexToBytes(options.privateKey ?? COSMOS_LAB_PRIVATE_KEY)
  const approvals = approvalQueueOf(options.approval)
  const storage = options.storage ?? defaultKeyValueStorage()
  const origin = options.origin ?? (typeof location !== 'undefined' ? location.origin : 'unknown')
  const byChain = new Map<
    string,
    { chain: CosmosLabChain; direct: DirectWallet; amino: AminoWallet; address: string }
  >()
  for (const chain of options.chains) {
    const direct = await DirectSecp256k1Wallet.fromKey(key, chain.bech32Prefix)
    const amino = await Secp256k1Wallet.fromKey(key, chain.bech32Prefix)
    byChain.set(chain.chainId, { chain, direct, amino, address: (await direct.getAccounts())[0]!.address })
  }
  const first = byChain.values().next().value
  if (!first) throw new Error('createCosmosLabWallet needs at least one chain')
  const publicKey = (await first.direct.getAccounts())[0]!.pubkey
  let enabled = loadEnabled(storage, origin)
  let nextId = 0

  const ask = (kind: ApprovalKind, summary: string, details?: string) =>
    approvals.request({ id: `cosmos-${++nextId}`, kind, origin, summary, ...(details ? { details } : {}) })

  const chainOf = (chainId: unknown) => {
    const entry = typeof chainId === 'string' ? byChain.get(chainId) : undefined
    if (!entry) throw new Error(`There is no chain info for ${String(chainId)}`)
    return entry
  }
  const requireEnabled = (chainId: string) => {
    const entry = chainOf(chainId)
    if (!enabled.includes(chainId)) throw new Error(`${origin} is not permitted for ${chainId}`)
    return entry
  }
  const requireSigner = async (chainId: string, signer: string) => {
    const entry = requireEnabled(chainId)
    if (signer !== entry.address) throw new Error(`Unknown signer ${signer}`)
    return entry
  }

  const provider: CosmosLabProvider = {
    name: COSMOS_LAB_WALLET_INFO.name,
    icon: COSMOS_LAB_WALLET_INFO.icon,
    version: '0.1.0',
    mode: 'extension',
    async enable(chainIds) {
      const ids = (Array.isArray(chainIds) ? chainIds : [chainIds]).map((id) => chainOf(id).chain.chainId)
      const missing = ids.filter((id) => !enabled.includes(id))
      if (missing.length === 0) return
      if (!(await ask('connect', `${origin} wants to use ${missing.join(', ')}`, missing.join('\n'))))
        throw rejected()
      enabled = [...enabled, ...missing]
      saveEnabled(storage, origin, enabled)
    },
    async disable(chainIds) {
      const ids = chainIds === undefined ? [...enabled] : Array.isArray(chainIds) ? chainIds : [chainIds]
      enabled = enabled.filter((id) => !ids.includes(id))
      saveEnabled(storage, origin, enabled)
    },
    async getKey(chainId) {
      const entry = requireEnabled(chainId)
      return {
        name: 'Lab account',
        algo: 'secp256k1',
        pubKey: publicKey,
        address: rawSecp256k1PubkeyToRawAddress(publicKey),
        bech32Address: entry.address,
        isNanoLedger: false,
        isKeystone: false,
      }
    },
    getOfflineSigner(chainId) {
      const amino = provider.getOfflineSignerOnlyAmino(chainId)
      return {
        ...amino,
        async signDirect(signer, signDoc) {
          const entry = await requireSigner(chainId, signer)
          const details = `chain ${signDoc.chainId}, account ${signDoc.accountNumber}, ${signDoc.bodyBytes.length} body bytes`
          if (!(await ask('sendTransaction', 'Sign a transaction (direct)', details))) throw rejected()
          return entry.direct.signDirect(signer, signDoc)
        },
      }
    },
    getOfflineSignerOnlyAmino(chainId) {
      return {
        getAccounts: async () => requireEnabled(chainId).amino.getAccounts(),
        async signAmino(signer: string, signDoc: StdSignDoc) {
          const entry = await requireSigner(chainId, signer)
          if (
            !(await ask(
              'sendTransaction',
              'Sign a transaction (amino)',
              JSON.stringify(signDoc.msgs, null, 2),
            ))
          )
            throw rejected()
          return entry.amino.signAmino(signer, signDoc)
        },
      }
    },
    async signArbitrary(chainId, signer, data) {
      const entry = await requireSigner(chainId, signer)
      const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
      const text = typeof data === 'string' ? data : `${bytes.length} bytes`
      if (!(await ask('sign', 'Sign a message (ADR-36)', text))) throw rejected()
      const { signature } = await entry.amino.signAmino(signer, adr36SignDoc(signer, bytes))
      return signature
    },
  }

  return {
    approvals,
    provider,
    publicKey,
    address: (chainId) => chainOf(chainId).address,
    install(target = globalThis, globalName = COSMOS_LAB_GLOBAL) {
      const t = target as Record<string, unknown>
      t[globalName] = provider
      return () => {
        if (t[globalName] === provider) delete t[globalName]
      }
    },
    revoke() {
      enabled = []
      saveEnabled(storage, origin, enabled)
    },
  }
}

/** The ADR-36 amino sign doc of `signArbitrary` (chain id '', zero fee, account 0, sequence 0). */
export function adr36SignDoc(signer: string, data: Uint8Array): StdSignDoc {
  let s = ''
  for (const b of data) s += String.fromCharCode(b)
  return makeSignDoc(
    [{ type: 'sign/MsgSignData', value: { signer, data: btoa(s) } }],
    { gas: '0', amount: [] },
    '',
    '',
    0,
    0,
  )
}

function hexToBytes(hex: string): Uint8Array {
  const clean = hex.startsWith('0x') ? hex.slice(2) : hex
  if (!/^[0-9a-fA-F]{64}$/.test(clean)) throw new Error('privateKey must be 32 bytes of hex')
  const out = new Uint8Array(32)
  for (let i = 0; i < 32; i++) out[i] = Number.parseInt(clean.slice(i * 2, i * 2 + 2), 16)
  return out
}

function loadEnabled(storage: KeyValueStorage, origin: string): string[] {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as unknown
    const list = (value as { version?: unknown; origins?: Record<string, unknown> } | null)?.origins?.[origin]
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

function saveEnabled(storage: KeyValueStorage, origin: string, enabled: string[]) {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as {
      origins?: Record<string, string[]>
    } | null
    const origins = { ...(value?.origins ?? {}), [origin]: enabled }
    storage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, origins }))
  } catch {
    // persistence is best effort
  }
}
