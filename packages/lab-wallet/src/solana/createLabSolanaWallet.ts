/**
 * The Lab Solana Wallet: a wallet-standard Solana wallet with an ed25519 key (WebCrypto through
 * @solana/kit), an Approver that plays the user, the local RPC (startSolanaRpc) to send to, and
 * an authorization that survives a reload. Our own code because no library ships a scriptable
 * wallet-standard *wallet* (the standard's packages are the dapp side and the types).
 */
import type { KeyValueStorage } from '@portico/core'
import {
  createKeyPairFromPrivateKeyBytes,
  createSolanaRpc,
  getAddressEncoder,
  getAddressFromPublicKey,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
  signBytes,
} from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignIn,
  type SolanaSignInFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { createSignInMessageText } from '@solana/wallet-standard-util'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { approvalQueueOf } from '../labWallet/approvalQueueOf.js'
import type { ApprovalKind, ApprovalMode, ApprovalQueue, Approver } from '../labWallet/createApprovalQueue.js'
import { defaultKeyValueStorage } from '../labWallet/labWalletState.js'
import { invalidParams, ProviderRpcError, unauthorized, userRejected } from '../labWallet/ProviderRpcError.js'
import { LAB_SOLANA_WALLET_ICON } from './labSolanaWalletIcon.js'
import { SOLANA_LAB_SEEDS, SOLANA_LOCALNET_CHAIN_REF } from './solanaLabAccounts.js'

export const LAB_SOLANA_WALLET_NAME = 'Lab Solana Wallet'
export const SOLANA_LOCALNET_CHAIN = `solana:${SOLANA_LOCALNET_CHAIN_REF}` as const

export interface CreateLabSolanaWalletOptions {
  /** the local RPC (startSolanaRpc) the wallet sends to */
  rpcUrl: string
  /** wallet-standard chain id (default: the local ledger's) */
  chain?: IdentifierString
  /** 32-byte ed25519 seed (default: SOLANA_LAB_SEEDS.wallet, funded by startSolanaRpc) */
  seed?: Uint8Array
  approval: Approver | ApprovalMode
  storage?: KeyValueStorage
  storageKey?: string
  origin?: string
}

export type LabSolanaStandardWallet = Wallet & {
  features: StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignInFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
}

export interface LabSolanaWallet {
  wallet: LabSolanaStandardWallet
  address: string
  approvals: ApprovalQueue
  isAuthorized(): boolean
  /** the user ends the connection from inside the wallet */
  disconnect(): void
  /** called whenever authorization changes */
  onChange(listener: () => void): () => void
}

export async function createLabSolanaWallet(options: CreateLabSolanaWalletOptions): Promise<LabSolanaWallet> {
  const chain = options.chain ?? SOLANA_LOCALNET_CHAIN
  const storage = options.storage ?? defaultKeyValueStorage()
  const storageKey = options.storageKey ?? 'portico-lab-solana-wallet'
  const origin = options.origin ?? (typeof location !== 'undefined' ? location.origin : 'unknown')
  const approvals = approvalQueueOf(options.approval)
  const keys = await createKeyPairFromPrivateKeyBytes(options.seed ?? SOLANA_LAB_SEEDS.wallet)
  const address = await getAddressFromPublicKey(keys.publicKey)
  const rpc = createSolanaRpc(options.rpcUrl)
  let authorized = readAuthorized(storage, storageKey)
  let counter = 0
  const listeners = new Set<StandardEventsListeners['change']>()
  const changeListeners = new Set<() => void>()

  const account: WalletAccount = Object.freeze({
    address,
    publicKey: getAddressEncoder().encode(address) as Uint8Array,
    chains: [chain],
    features: [
      SolanaSignIn,
      SolanaSignMessage,
      SolanaSignTransaction,
      SolanaSignAndSendTransaction,
    ] as IdentifierString[],
    label: 'Lab account',
  })
  const accounts = () => (authorized ? [account] : [])
  const setAuthorized = (value: boolean) => {
    authorized = value
    try {
      storage.setItem(storageKey, JSON.stringify({ version: 1, authorized: value }))
    } catch {
      // best effort
    }
    for (const l of [...listeners]) l({ accounts: accounts() })
    for (const l of [...changeListeners]) l()
  }
  const ask = async (kind: ApprovalKind, summary: string, details?: string) => {
    const ok = await approvals.request({
      id: `sol-${++counter}`,
      kind,
      origin,
      summary: `${LAB_SOLANA_WALLET_NAME}: ${summary}`,
      ...(details !== undefined ? { details } : {}),
    })
    if (!ok) throw userRejected()
  }
  const requireAccount = (a: WalletAccount) => {
    if (!authorized) throw unauthorized()
    if (a.address !== address) throw invalidParams(`unknown account ${a.address}`)
  }
  const signTx = async (bytes: Uint8Array): Promise<Uint8Array> => {
    let tx: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>
    try {
      tx = getTransactionDecoder().decode(bytes)
    } catch {
      throw invalidParams('transaction bytes could not be decoded')
    }
    if (!(address in tx.signatures)) throw invalidParams('the transaction does not need this account')
    const signature = (await signBytes(keys.privateKey, tx.messageBytes)) as SignatureBytes
    const signed = { ...tx, signatures: { ...tx.signatures, [address]: signature } }
    return getTransactionEncoder().encode(signed) as Uint8Array
  }

  const wallet: LabSolanaStandardWallet = {
    version: '1.0.0',
    name: LAB_SOLANA_WALLET_NAME,
    icon: LAB_SOLANA_WALLET_ICON,
    chains: [chain],
    get accounts() {
      return accounts()
    },
    features: {
      [StandardConnect]: {
        version: '1.0.0',
        async connect(input) {
          if (!authorized) {
            if (input?.silent) return { accounts: [] }
            await ask('connect', 'connect to this site', `account ${address}`)
            setAuthorized(true)
          }
          return { accounts: accounts() }
        },
      },
      [StandardDisconnect]: {
        version: '1.0.0',
        async disconnect() {
          if (authorized) setAuthorized(false)
        },
      },
      [StandardEvents]: {
        version: '1.0.0',
        on(event, listener) {
          if (event !== 'change') return () => undefined
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      [SolanaSignMessage]: {
        version: '1.1.0',
        async signMessage(...inputs) {
          const out = []
          for (const input of inputs) {
            requireAccount(input.account)
            await ask('sign', 'sign a message', new TextDecoder().decode(input.message))
            const signature = await signBytes(keys.privateKey, input.message)
            out.push({ signedMessage: input.message, signature, signatureType: 'ed25519' as const })
          }
          return out
        },
      },
      // Sign In With Solana: the wallet writes the text (the standard's own createSignInMessageText)
      // and connects too when the site was not authorised yet: one approval
      [SolanaSignIn]: {
        version: '1.0.0',
        async signIn(...inputs) {
          const out = []
          for (const input of inputs) {
            if (input.address !== undefined && input.address !== address)
              throw invalidParams(`unknown account ${input.address}`)
            const text = createSignInMessageText({
              ...input,
              domain: input.domain ?? new URL(origin).host,
              address,
            })
            await ask('sign', 'sign in to this site', text)
            if (!authorized) setAuthorized(true)
            const signedMessage = new TextEncoder().encode(text)
            const signature = await signBytes(keys.privateKey, signedMessage)
            out.push({ account, signedMessage, signature, signatureType: 'ed25519' as const })
          }
          return out
        },
      },
      [SolanaSignTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs) {
          const out = []
          for (const input of inputs) {
            requireAccount(input.account)
            await ask('sendTransaction', 'sign a transaction')
            out.push({ signedTransaction: await signTx(input.transaction as Uint8Array) })
          }
          return out
        },
      },
      [SolanaSignAndSendTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs) {
          const out = []
          for (const input of inputs) {
            requireAccount(input.account)
            if (input.chain !== chain) throw invalidParams(`unsupported chain ${input.chain}`)
            await ask('sendTransaction', 'send a transaction', `on ${chain}`)
            const signed = await signTx(input.transaction as Uint8Array)
            const wire = getBase64Decoder().decode(signed) as Parameters<typeof rpc.sendTransaction>[0]
            try {
              const sig = await rpc
                .sendTransaction(wire, {
                  encoding: 'base64',
                  preflightCommitment: input.options?.preflightCommitment ?? 'confirmed',
                })
                .send()
              out.push({ signature: getBase58Encoder().encode(sig) as Uint8Array })
            } catch (e) {
              throw new ProviderRpcError(-32603, e instanceof Error ? e.message : String(e))
            }
          }
          return out
        },
      },
    },
  }

  return {
    wallet,
    address,
    approvals,
    isAuthorized: () => authorized,
    disconnect: () => setAuthorized(false),
    onChange(listener) {
      changeListeners.add(listener)
      return () => changeListeners.delete(listener)
    },
  }
}

function readAuthorized(storage: KeyValueStorage, key: string): boolean {
  try {
    const raw = storage.getItem(key)
    if (!raw) return false
    const v = JSON.parse(raw) as { version?: unknown; authorized?: unknown }
    return v.version === 1 && v.authorized === true
  } catch {
    return false
  }
}
