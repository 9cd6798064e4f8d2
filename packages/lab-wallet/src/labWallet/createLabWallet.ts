/**
 * A real EIP-1193 wallet for end-to-end tests and the lab app: a viem local account that signs,
 * the devnet node that executes, and an Approver that plays the user. It behaves like a browser
 * extension (authorization, chain switching, wallet_addEthereumChain, events, state that
 * survives a page reload) so dapps and wagmi connectors exercise their real code paths.
 * Our own code because no library provides a scriptable EIP-1193 *wallet* (viem and wagmi's
 * mock connector are clients, not wallets with approval and persistence).
 */
import type { KeyValueStorage } from '@portico/core'
import { type Address, type Hex, isHex, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { approvalQueueOf } from './approvalQueueOf.js'
import type { ApprovalKind, ApprovalMode, ApprovalQueue, Approver } from './createApprovalQueue.js'
import { createEmitter, type LabWalletEvent, type Listener } from './createEmitter.js'
import { createRpcForwarder } from './forwardRpc.js'
import {
  defaultKeyValueStorage,
  type LabWalletState,
  loadLabWalletState,
  saveLabWalletState,
} from './labWalletState.js'
import {
  chainNotSupported,
  invalidParams,
  ProviderRpcError,
  providerDisconnected,
  unauthorized,
  unrecognizedChain,
  unsupportedMethod,
  userRejected,
} from './ProviderRpcError.js'
import {
  type LabWalletChain,
  personalSign,
  sendTransaction,
  signTypedDataV4,
  type WalletActionContext,
} from './walletActions.js'

export type { LabWalletChain } from './walletActions.js'

export interface CreateLabWalletOptions {
  privateKey: Hex
  /** more accounts the user can switch to (setAccount); the first is `privateKey`'s */
  morePrivateKeys?: Hex[]
  /** Every chain the wallet can reach. */
  chains: LabWalletChain[]
  /** Chains the wallet knows at start (default: only the first); others need wallet_addEthereumChain. */
  knownChainIds?: number[]
  /** Who plays the user: an Approver, an ApprovalQueue, or a mode for a new queue. */
  approval: Approver | ApprovalMode
  /** Where authorization and chains persist (default: localStorage if present, else memory). */
  storage?: KeyValueStorage
  storageKey?: string
  /** Origin shown in approval requests (default: location.origin, or 'unknown'). */
  origin?: string
}

export interface LabWalletRequestArguments {
  method: string
  params?: unknown
}

export interface LabWalletProvider {
  readonly isLabWallet: true
  request(args: LabWalletRequestArguments): Promise<unknown>
  on(event: LabWalletEvent, listener: Listener): LabWalletProvider
  removeListener(event: LabWalletEvent, listener: Listener): LabWalletProvider
}

export interface LabWallet {
  provider: LabWalletProvider
  /** the selected account */
  readonly address: Address
  /** every account of the wallet, the selected one among them */
  readonly accounts: readonly Address[]
  approvals: ApprovalQueue
  getChainId(): number
  isAuthorized(): boolean
  /** Wallet-side network switch (the user picks a chain in the wallet); emits chainChanged. */
  setChain(chainId: number): void
  /** Wallet-side account switch (the user picks another account); emits accountsChanged. */
  setAccount(index: number): void
  /** Wallet-side disconnect: revokes the dapp, emits accountsChanged [] and disconnect. */
  disconnect(): void
}

/** Methods under the forwarded prefixes that a wallet must not pass to a node. */
const NOT_FORWARDED = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_subscribe',
  'eth_unsubscribe',
])

export function createLabWallet(options: CreateLabWalletOptions): LabWallet {
  const keyring = [options.privateKey, ...(options.morePrivateKeys ?? [])].map((k) => privateKeyToAccount(k))
  const first = keyring[0]!.address
  const chains = validateChains(options.chains)
  const configuredIds = chains.map((c) => c.chainId)
  const initialKnown = options.knownChainIds ?? [configuredIds[0] as number]
  for (const id of initialKnown) {
    if (!configuredIds.includes(id))
      throw new Error(`createLabWallet: knownChainIds has unconfigured chain ${id}`)
  }
  const approvals = approvalQueueOf(options.approval)
  const storage = options.storage ?? defaultKeyValueStorage()
  const storageKey = options.storageKey ?? `portico-lab-wallet:${first.toLowerCase()}`
  const origin = options.origin ?? (typeof location !== 'undefined' ? location.origin : 'unknown')
  const emitter = createEmitter()
  const forward = createRpcForwarder()

  let state: LabWalletState = loadLabWalletState(storage, storageKey, configuredIds, {
    authorized: false,
    chainId: initialKnown[0] as number,
    knownChainIds: [...new Set(initialKnown)],
  })
  const account = () => keyring[state.accountIndex ?? 0] ?? keyring[0]!
  let connected = true
  let connecting: Promise<Address[]> | undefined
  let requestCounter = 0

  const chainHex = () => numberToHex(state.chainId)
  const currentChain = () => chains.find((c) => c.chainId === state.chainId) as LabWalletChain
  const update = (patch: Partial<LabWalletState>) => {
    state = { ...state, ...patch }
    saveLabWalletState(storage, storageKey, state)
  }
  const ensureConnected = () => {
    if (connected) return
    connected = true
    emitter.emit('connect', { chainId: chainHex() })
  }
  const switchTo = (chainId: number) => {
    const known = state.knownChainIds.includes(chainId)
      ? state.knownChainIds
      : [...state.knownChainIds, chainId]
    const changed = chainId !== state.chainId
    update({ chainId, knownChainIds: known })
    if (changed) emitter.emit('chainChanged', chainHex())
  }
  const approve = async (kind: ApprovalKind, summary: string, details?: string) => {
    const id = `lab-${++requestCounter}-${Math.random().toString(36).slice(2, 8)}`
    let ok = false
    try {
      ok = (await approvals.request({ id, kind, origin, summary, ...(details ? { details } : {}) })) === true
    } catch {
      ok = false
    }
    if (!ok) throw userRejected()
  }
  const requireAuthorized = () => {
    if (!state.authorized) throw unauthorized()
  }
  const revoke = () => {
    if (!state.authorized) return
    update({ authorized: false })
    emitter.emit('accountsChanged', [])
  }
  const connect = (): Promise<Address[]> => {
    if (state.authorized) {
      ensureConnected()
      return Promise.resolve([account().address])
    }
    connecting ??= (async () => {
      try {
        const chain = currentChain()
        const { address } = account()
        await approve(
          'connect',
          `${origin} wants to connect to ${address}`,
          `Account: ${address}\nNetwork: ${chain.name} (chain id ${chain.chainId})`,
        )
        update({ authorized: true })
        ensureConnected()
        emitter.emit('accountsChanged', [address])
        return [address]
      } finally {
        connecting = undefined
      }
    })()
    return connecting
  }
  const permissions = () =>
    state.authorized
      ? [
          {
            invoker: origin,
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: [account().address] }],
          },
        ]
      : []

  const ctx: WalletActionContext = {
    get account() {
      return account()
    },
    chain: currentChain,
    approve,
  }

  const handle = async (method: string, params: unknown): Promise<unknown> => {
    switch (method) {
      case 'eth_requestAccounts':
        return connect()
      case 'eth_accounts':
        return state.authorized ? [account().address] : []
      case 'eth_chainId':
        return chainHex()
      case 'net_version':
        return String(state.chainId)
      case 'wallet_switchEthereumChain': {
        const chainId = chainIdParam(params)
        if (!state.knownChainIds.includes(chainId)) throw unrecognizedChain(numberToHex(chainId))
        switchTo(chainId)
        ensureConnected()
        return null
      }
      case 'wallet_addEthereumChain': {
        const chainId = chainIdParam(params)
        const chain = chains.find((c) => c.chainId === chainId)
        if (!chain) throw chainNotSupported()
        if (!state.knownChainIds.includes(chainId)) {
          const proposed = (Array.isArray(params) ? params[0] : undefined) as
            | { chainName?: unknown }
            | undefined
          const chainName = typeof proposed?.chainName === 'string' ? proposed.chainName : chain.name
          await approve(
            'addChain',
            `Add ${chainName} (chain id ${chainId}) and switch to it`,
            `RPC: ${chain.rpcUrl}`,
          )
        }
        switchTo(chainId)
        ensureConnected()
        return null
      }
      case 'wallet_requestPermissions': {
        const [request] = Array.isArray(params) ? params : []
        if (typeof request !== 'object' || request === null || !('eth_accounts' in request)) {
          throw invalidParams('wallet_requestPermissions expects [{ eth_accounts: {} }]')
        }
        await connect()
        return permissions()
      }
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        revoke()
        return null
      case 'personal_sign':
        requireAuthorized()
        return personalSign(ctx, params)
      case 'eth_signTypedData_v4':
        requireAuthorized()
        return signTypedDataV4(ctx, params)
      case 'eth_sendTransaction':
        requireAuthorized()
        return sendTransaction(ctx, params)
    }
    if (/^(eth|net|web3)_/.test(method) && !NOT_FORWARDED.has(method)) {
      return forward(currentChain().rpcUrl, method, params)
    }
    throw unsupportedMethod(method)
  }

  const provider: LabWalletProvider = {
    isLabWallet: true,
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw new ProviderRpcError(-32600, 'Invalid request: expected { method: string, params?: unknown }')
      }
      if (args.params !== undefined && (typeof args.params !== 'object' || args.params === null)) {
        throw invalidParams('params must be an array or an object')
      }
      return handle(args.method, args.params)
    },
    on(event, listener) {
      emitter.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      emitter.removeListener(event, listener)
      return provider
    },
  }

  // EIP-1193: announce the chain once listeners had a chance to attach.
  queueMicrotask(() => {
    if (connected) emitter.emit('connect', { chainId: chainHex() })
  })

  return {
    provider,
    get address() {
      return account().address
    },
    accounts: keyring.map((a) => a.address),
    approvals,
    getChainId: () => state.chainId,
    isAuthorized: () => state.authorized,
    setChain(chainId) {
      if (!configuredIds.includes(chainId)) throw new Error(`Lab wallet: chain ${chainId} is not configured`)
      switchTo(chainId)
    },
    setAccount(index) {
      if (!keyring[index]) throw new Error(`Lab wallet: no account ${index}`)
      if (index === (state.accountIndex ?? 0)) return
      update({ accountIndex: index })
      if (state.authorized) emitter.emit('accountsChanged', [account().address])
    },
    disconnect() {
      revoke()
      if (!connected) return
      connected = false
      emitter.emit('disconnect', providerDisconnected())
    },
  }
}

function validateChains(chains: LabWalletChain[]): LabWalletChain[] {
  if (!Array.isArray(chains) || chains.length === 0)
    throw new Error('createLabWallet: `chains` must not be empty')
  const seen = new Set<number>()
  for (const chain of chains) {
    if (!Number.isSafeInteger(chain.chainId) || chain.chainId <= 0) {
      throw new Error(`createLabWallet: invalid chain id ${chain.chainId}`)
    }
    if (seen.has(chain.chainId)) throw new Error(`createLabWallet: chain ${chain.chainId} is listed twice`)
    seen.add(chain.chainId)
  }
  return chains.map((c) => ({ ...c }))
}

/** Reads `[{ chainId: '0x…' }]` (wallet_switchEthereumChain / wallet_addEthereumChain). */
function chainIdParam(params: unknown): number {
  const first: unknown = Array.isArray(params) ? params[0] : undefined
  const raw =
    typeof first === 'object' && first !== null ? (first as { chainId?: unknown }).chainId : undefined
  if (typeof raw !== 'string' || !isHex(raw) || !/^0x[0-9a-f]+$/i.test(raw)) {
    throw invalidParams('expected [{ chainId: "0x…" }]')
  }
  const chainId = Number.parseInt(raw, 16)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw invalidParams(`invalid chain id ${raw}`)
  return chainId
}
