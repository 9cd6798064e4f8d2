/**
 * A small in-memory EIP-1193 wallet for unit tests (test-only, excluded from the build).
 * Written here instead of wagmi's `mock` connector because we want wagmi's real `injected`
 * connector to run against a provider: permissions, 4902 → wallet_addEthereumChain, events.
 * Signs with a viem local account, so signatures verify with viem.
 */
import { type Hex, hexToNumber, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** anvil's first dev key: a well-known test key, never holding real funds */
export const TEST_PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

export class ProviderRpcError extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

type Listener = (...args: unknown[]) => void

export interface FakeWalletOptions {
  chainId?: number
  /** chains the wallet knows; switching to another one answers 4902 */
  knownChainIds?: number[]
  /** its key (default TEST_PRIVATE_KEY): two wallets on one page have two accounts */
  privateKey?: Hex
  /**
   * a prompt the person leaves open: eth_requestAccounts and wallet_requestPermissions answer
   * only when `answer()` is called (issue 27)
   */
  slow?: boolean
}

export function createFakeWallet(opts: FakeWalletOptions = {}) {
  const account = privateKeyToAccount(opts.privateKey ?? TEST_PRIVATE_KEY)
  /** the open prompts of a slow wallet, oldest first */
  const prompts: (() => void)[] = []
  const prompt = () => (opts.slow ? new Promise<void>((r) => prompts.push(r)) : undefined)
  const listeners = new Map<string, Set<Listener>>()
  const state = {
    chainId: opts.chainId ?? 1,
    knownChainIds: new Set(opts.knownChainIds ?? [opts.chainId ?? 1]),
    authorized: false,
    /** methods whose next call is rejected by the user (4001) */
    reject: new Set<string>(),
    /** wallet_addEthereumChain fails with this code */
    failAddChain: undefined as number | undefined,
    /** personal_sign returns this instead of a real signature */
    signatureOverride: undefined as unknown,
  }
  const calls: { method: string; params: unknown }[] = []

  const emit = (event: string, ...args: unknown[]) => {
    for (const fn of [...(listeners.get(event) ?? [])]) fn(...args)
  }
  const accounts = () => (state.authorized ? [account.address] : [])
  const authorize = () => {
    const was = state.authorized
    state.authorized = true
    if (!was) queueMicrotask(() => emit('accountsChanged', accounts()))
  }
  const maybeReject = (method: string) => {
    if (state.reject.delete(method)) throw new ProviderRpcError(4001, 'User rejected the request.')
  }
  const setChain = (id: number) => {
    if (state.chainId === id) return
    state.chainId = id
    emit('chainChanged', numberToHex(id))
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    calls.push({ method, params })
    const p = (params ?? []) as unknown[]
    switch (method) {
      case 'wallet_requestPermissions':
        await prompt()
        maybeReject(method)
        authorize()
        return [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: accounts() }],
          },
        ]
      case 'wallet_revokePermissions':
        if (state.authorized) {
          state.authorized = false
          queueMicrotask(() => emit('accountsChanged', []))
        }
        return null
      case 'eth_requestAccounts':
        await prompt()
        maybeReject(method)
        authorize()
        return accounts()
      case 'eth_accounts':
        return accounts()
      case 'eth_chainId':
        return numberToHex(state.chainId)
      case 'wallet_switchEthereumChain': {
        maybeReject(method)
        const id = hexToNumber((p[0] as { chainId: Hex }).chainId)
        if (!state.knownChainIds.has(id)) throw new ProviderRpcError(4902, `Unrecognized chain ID ${id}`)
        setChain(id)
        return null
      }
      case 'wallet_addEthereumChain': {
        maybeReject(method)
        if (state.failAddChain !== undefined)
          throw new ProviderRpcError(state.failAddChain, 'Could not add the chain')
        const id = hexToNumber((p[0] as { chainId: Hex }).chainId)
        state.knownChainIds.add(id)
        setChain(id) // like MetaMask: adding a chain also switches to it
        return null
      }
      case 'personal_sign': {
        maybeReject(method)
        if (!state.authorized) throw new ProviderRpcError(4100, 'Unauthorized')
        if (state.signatureOverride !== undefined) return state.signatureOverride
        return account.signMessage({ message: { raw: p[0] as Hex } })
      }
      default:
        throw new ProviderRpcError(4200, `Unsupported method ${method}`)
    }
  }

  return {
    account,
    state,
    calls,
    request,
    on(event: string, fn: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(fn)
    },
    removeListener(event: string, fn: Listener) {
      listeners.get(event)?.delete(fn)
    },
    /** the wallet switches chain on its own (user action in the extension) */
    switchChainFromWallet: setChain,
    /** a slow wallet's oldest open prompt is answered (approved, unless `state.reject` says) */
    answer() {
      prompts.shift()?.()
    },
    /** how many prompts a slow wallet has open */
    openPrompts: () => prompts.length,
    /** the user connects the site from inside the wallet: it reports accountsChanged by itself */
    connectFromWallet() {
      state.authorized = true
      emit('accountsChanged', accounts())
    },
    /** the user disconnects the site from inside the wallet */
    disconnectFromWallet() {
      state.authorized = false
      emit('accountsChanged', [])
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  }
}

export type FakeWallet = ReturnType<typeof createFakeWallet>

/** Answers EIP-6963 requests the way a wallet extension does (and announces at once). */
export function announceWallet(
  target: EventTarget,
  info: { uuid: string; name: string; icon: string; rdns: string },
  provider: unknown,
): () => void {
  const detail = Object.freeze({ info, provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  announce()
  target.addEventListener('eip6963:requestProvider', announce)
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
