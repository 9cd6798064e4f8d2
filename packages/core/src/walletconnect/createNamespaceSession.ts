/**
 * One namespace of a WalletConnect session (SPEC §4 "Provider session"): the default chain,
 * the chainChanged/accountsChanged rules, the SPEC §5 request rules and, for eip155, an
 * EIP-1193 provider that wagmi can use as a connector's provider.
 */
import { porticoError } from '../errors/errorCatalogue.js'
import { PorticoError } from '../errors/PorticoError.js'
import { RPC_ERROR_CODES } from '../errors/rpcErrors.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/chain.js'
import type {
  Eip1193Like,
  SessionEventName,
  SessionRequestArguments,
  WalletConnectNamespaceSession,
} from './WalletConnectSession.js'

export interface SessionNamespaceData {
  accounts: string[]
  chains?: string[]
  methods: string[]
  events: string[]
}

export interface NamespaceSessionDeps {
  namespace: ChainNamespace
  topic: string
  /** the live namespaces of the session; undefined once it ended */
  namespaces(): Record<string, SessionNamespaceData> | undefined
  send(args: SessionRequestArguments, chainId: CaipNetworkId): Promise<unknown>
  /** preferred default chain (e.g. the namespace's active network) */
  preferredChain?: CaipNetworkId
}

export interface NamespaceSessionInternal extends WalletConnectNamespaceSession {
  /** the session ended: emits disconnect (reason 'user disconnected') */
  end(): void
  /** the wallet updated the namespaces: emits accountsChanged when the addresses moved */
  updated(): void
}

const chainOf = (account: string) => account.split(':').slice(0, 2).join(':') as CaipNetworkId

export function createNamespaceSession(deps: NamespaceSessionDeps): NamespaceSessionInternal {
  const { namespace } = deps
  const listeners = new Map<SessionEventName, Set<(payload: unknown) => void>>()
  const emit = (event: SessionEventName, payload: unknown) => {
    for (const l of [...(listeners.get(event) ?? [])]) l(payload)
  }
  const data = () => {
    const all = deps.namespaces()
    if (!all) throw porticoError('NO_SESSION')
    const ns = all[namespace]
    if (!ns) throw porticoError('NAMESPACE_NOT_CONFIGURED', { details: { namespace } })
    return ns
  }
  const accounts = () => data().accounts as CaipAddress[]
  const chains = () => {
    const d = data()
    return [...new Set([...(d.chains ?? []), ...d.accounts.map(chainOf)])] as CaipNetworkId[]
  }
  const addresses = (chainId: CaipNetworkId = current) =>
    accounts()
      .filter((a) => chainOf(a) === chainId)
      .map((a) => a.slice(chainId.length + 1))

  const initial = chains()
  let current: CaipNetworkId =
    deps.preferredChain && initial.includes(deps.preferredChain)
      ? deps.preferredChain
      : (chainOf(accounts()[0] ?? '') as CaipNetworkId) || (initial[0] as CaipNetworkId)
  let lastAddresses = addresses()

  const assertChain = (chainId: CaipNetworkId) => {
    if (!chainId.startsWith(`${namespace}:`) || !deps.namespaces()?.[chainId.split(':')[0] ?? ''])
      throw porticoError('NAMESPACE_NOT_CONFIGURED', { details: { chainId } })
  }

  const session: NamespaceSessionInternal = {
    namespace,
    topic: deps.topic,
    accounts,
    chains,
    chainId: () => current,
    methods: () => [...data().methods],
    addresses,
    async request<T>(args: SessionRequestArguments, chainId?: CaipNetworkId) {
      // SPEC §5: requests need a session; a chain must belong to a configured namespace
      if (!deps.namespaces()) throw porticoError('NO_SESSION')
      const target = chainId ?? current
      assertChain(target)
      return (await deps.send(args, target)) as T
    },
    setChain(chainId) {
      assertChain(chainId)
      if (chainId === current) return
      const before = addresses()
      current = chainId
      // SPEC §4: a chain change updates the default chain, emits chainChanged, and
      // accountsChanged if the accounts differ on the new chain
      emit('chainChanged', chainId)
      const after = addresses()
      lastAddresses = after
      if (before.join() !== after.join()) emit('accountsChanged', after)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return () => set.delete(listener)
    },
    end() {
      emit('disconnect', { reason: 'user disconnected' })
      listeners.clear()
    },
    updated() {
      const after = addresses()
      if (after.join() !== lastAddresses.join()) {
        lastAddresses = after
        emit('accountsChanged', after)
      }
    },
  }
  if (namespace === 'eip155')
    Object.assign(session, {
      eip1193: createEip1193(session, () => deps.namespaces()?.[namespace]?.methods ?? []),
    })
  return session
}

/** EIP-1193 over the session: identity answered from the session, the rest sent to the wallet */
function createEip1193(session: WalletConnectNamespaceSession, methods: () => string[]): Eip1193Like {
  const wrapped = new Map<(payload: unknown) => void, () => void>()
  const hex = (caip: CaipNetworkId) => `0x${Number(caip.split(':')[1]).toString(16)}`
  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return session.addresses()
        case 'eth_chainId':
          return hex(session.chainId())
        case 'wallet_switchEthereumChain': {
          const raw = (params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId
          const target = `eip155:${Number(raw)}` as CaipNetworkId
          if (!session.chains().includes(target))
            throw new PorticoError('CHAIN_NOT_SUPPORTED', `Unrecognized chain ID ${String(raw)}`, {
              rpcCode: RPC_ERROR_CODES.UNRECOGNIZED_CHAIN,
            })
          // ask the wallet too when it approved the method, so its UI follows
          if (methods().includes('wallet_switchEthereumChain'))
            await session.request({ method, params }, session.chainId()).catch(() => undefined)
          session.setChain(target)
          return null
        }
        default:
          return session.request({ method, params })
      }
    },
    on(event, listener) {
      let off: () => void
      if (event === 'chainChanged') off = session.on('chainChanged', (c) => listener(hex(c as CaipNetworkId)))
      else if (event === 'accountsChanged') off = session.on('accountsChanged', listener)
      else if (event === 'disconnect')
        off = session.on('disconnect', () =>
          listener({ code: RPC_ERROR_CODES.DISCONNECTED, message: 'user disconnected' }),
        )
      else off = () => undefined
      wrapped.set(listener, off)
      return this
    },
    removeListener(_event, listener) {
      wrapped.get(listener)?.()
      wrapped.delete(listener)
      return this
    },
  }
}
