/**
 * What the adapter kit does for every adapter (a lazy chunk of defineAdapter.ts, loaded on the
 * first call): connect with late answers refused, one restore policy with one timeout,
 * WalletConnect sessions followed, switching, the setup guard and the "not configured" errors in
 * front of every action. The parts (AdapterParts.ts) only speak to their wallets.
 */
import { porticoError } from '../errors/errorCatalogue.js'
import { createConnectAttempts } from '../internal/createConnectAttempts.js'
import { followSession } from '../internal/followSession.js'
import { requireNetwork } from '../internal/requireNetwork.js'
import { waitFor } from '../internal/waitFor.js'
import type { SIWXMessageData } from '../siwx/SIWXConfig.js'
import type { CaipNetworkId, PorticoNetwork } from '../types/chain.js'
import type { WalletConnectNamespaceSession } from '../walletconnect/WalletConnectSession.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletconnect/walletConnectConstants.js'
import type { Connected, KitAccount } from './AdapterParts.js'
import type { KitInternals } from './KitInternals.js'
import type {
  AdapterEvent,
  ConnectResult,
  ContractCall,
  StoredConnection,
  TransferParams,
  TransferRequest,
} from './PorticoAdapter.js'

/**
 * SPEC §4: how long a restore after a reload waits for the stored wallet to appear and answer
 * without a prompt (an adapter's `reconnectTimeoutMs` option overrides it). An answer after that
 * is not adopted: the namespace shows disconnected, and the person connects again.
 */
export const RESTORE_TIMEOUT_MS = 3_000

/** One connection: its account, and what follows it (the wallet's events, a session's). */
export interface Link<A extends KitAccount> {
  c: Connected<A>
  stop?: (() => void) | undefined
}

/** what the shell calls itself; the rest it reaches by method name */
export interface KitRuntime<A extends KitAccount> {
  link(): Link<A> | undefined
  forget(): void
}

export function adapterRuntime<W, A extends KitAccount>(k: KitInternals<W, A>) {
  const { parts, kit } = k
  const ns = parts.namespace
  let current: Link<A> | undefined
  const emit = (event: AdapterEvent) => kit.context().emit(event)
  const forget = () => {
    const l = current
    current = undefined
    // the network stays the one chosen for the next connect
    if (l) k.chosen = kit.networks.find((n) => String(n.id) === String(l.c.chainId)) ?? k.chosen
    l?.stop?.()
    l?.c.dispose?.()
  }
  /** the connection is over (the wallet or the session ended it): core hears `disconnect` */
  const end = (l: Link<A>) => {
    if (current !== l) return
    forget()
    emit({ type: 'disconnect' })
  }
  const adopt = (account: A, connectorId: string, session?: WalletConnectNamespaceSession) => {
    forget()
    const l: Link<A> = { c: { ...account, connectorId, ...(session ? { session } : {}) } }
    current = l
    // a session's events are the kit's to follow (connectWalletConnect); a wallet's are the adapter's
    if (!session)
      l.stop = parts.watch?.(
        l.c,
        () => void refresh(l),
        () => end(l),
      )
    return l
  }
  /** the connection moved: core hears `account` (another address) or `chain` */
  const update = (l: Link<A>, next: A) => {
    const before = l.c
    l.c = { ...before, ...next }
    if (next.address !== before.address)
      emit({ type: 'account', address: next.address, chainId: next.chainId, connectorId: before.connectorId })
    else if (String(next.chainId) !== String(before.chainId)) emit({ type: 'chain', chainId: next.chainId })
  }
  const attempts = createConnectAttempts()
  let queue: Promise<void> = Promise.resolve()
  /** a connection's changes apply one at a time (a session's setChain: chainChanged, then accountsChanged) */
  const serially = (fn: () => Promise<void>) => {
    queue = queue.then(fn).catch(() => undefined)
    return queue
  }

  const result = ({ c }: Link<A>): ConnectResult => ({
    address: c.address,
    chainId: c.chainId,
    connectorId: c.connectorId,
  })
  const configured = (ref: PorticoNetwork | string | number) => {
    kit.context()
    return requireNetwork(kit.networks, ns, ref)
  }
  /** the connection, for the connected account's actions (INVALID_CAIP for another address) */
  const connected = (address?: string) => {
    const c = kit.requireConnection()
    if (address !== undefined && address !== c.address)
      throw porticoError('INVALID_CAIP', { details: { address } })
    return c
  }
  const find = (id: string) => {
    const s = k.source()
    return s?.find ? s.find(id) : s?.list().find((e) => e.connector.id === id)?.wallet
  }
  const byCaip = (caip: string) => kit.networks.find((n) => n.caipNetworkId === caip)
  /** the session's chain as core knows it: a configured network's id, else its reference (UnsupportedChain) */
  const sessionChain = (session: WalletConnectNamespaceSession) =>
    byCaip(session.chainId())?.id ?? session.chainId().slice(ns.length + 1)

  /**
   * SPEC §5: the network a session connects on: its default chain when configured, else a
   * configured chain of the session that has an account (made the session's default).
   */
  const sessionNetwork = (session: WalletConnectNamespaceSession): PorticoNetwork => {
    const current = byCaip(session.chainId())
    if (current) return current
    const other = session
      .chains()
      .map(byCaip)
      .find((n) => n && session.addresses(n.caipNetworkId as CaipNetworkId).length > 0)
    if (!other)
      throw porticoError('NETWORK_NOT_FOUND', { details: { namespace: ns, chains: session.chains() } })
    session.setChain(other.caipNetworkId as CaipNetworkId)
    return other
  }

  /** the wallet or its session moved: the account again (another address: `account`, else `chain`) */
  const refresh = (link: Link<A>) =>
    serially(async () => {
      if (current !== link) return
      const { session } = link.c
      let next: A | null
      try {
        next = parts.refresh
          ? await parts.refresh(link.c)
          : session
            ? ({ ...link.c, address: session.addresses()[0] } as A)
            : link.c
      } catch {
        next = null
      }
      if (current !== link) return
      // no account left on the wallet's side (or no usable one): the connection is over
      if (!next?.address) return end(link)
      update(link, session ? { ...next, chainId: sessionChain(session) } : next)
    })

  return {
    link: () => current,
    forget,

    async connect({
      connectorId,
      chainId,
      signal,
    }: {
      connectorId: string
      chainId?: number | string
      signal?: AbortSignal
    }): Promise<ConnectResult> {
      kit.context()
      const network = chainId === undefined ? (kit.network() ?? kit.networks[0]) : configured(chainId)
      if (!network) throw porticoError('NAMESPACE_NOT_CONFIGURED', { details: { namespace: ns } })
      const wallet = find(connectorId)
      if (wallet === undefined) throw porticoError('CONNECTOR_NOT_FOUND', { details: { connectorId } })
      const call = attempts.start(connectorId, signal)
      try {
        const account = await parts.connect(wallet, {
          network,
          connectorId,
          ...(chainId === undefined ? {} : { chainId }),
          ...(signal ? { signal } : {}),
        })
        // The person left this attempt: the connection stays what it was, and the wallet
        // (unless it is the connected one) is told to forget the page
        if (call.abandoned()) {
          if (current?.c.connectorId !== connectorId) await parts.release?.(account).catch(() => undefined)
          throw porticoError('REQUEST_ABORTED')
        }
        return result(adopt(account, connectorId))
      } finally {
        call.end()
      }
    },

    /**
     * SPEC §4 restore (as wagmi's `reconnect`): the stored wallet, once it appears, is asked
     * without a prompt; one timeout covers both. Never throws: a wallet gone, silent or too late
     * gives null. A WalletConnect record is core's (it restores the session through
     * connectWalletConnect), and a connection made meanwhile is not replaced.
     */
    async restore(stored: StoredConnection): Promise<ConnectResult | null> {
      const { connectorId } = stored
      let timer: ReturnType<typeof setTimeout> | undefined
      try {
        kit.context()
        if (!connectorId || connectorId === WALLET_CONNECT_CONNECTOR_ID) return null
        const network = byCaip(stored.caipNetworkId ?? '') ?? kit.network() ?? kit.networks[0]
        if (!network) return null
        const before = current
        const timeoutMs = parts.restoreTimeoutMs ?? RESTORE_TIMEOUT_MS
        const source = k.source()
        const answer = await Promise.race([
          waitFor({
            find: () => find(connectorId),
            ...(source?.subscribe ? { subscribe: source.subscribe.bind(source) } : {}),
            pollMs: 100,
            timeoutMs,
          })
            .then((wallet) =>
              wallet === undefined ? null : parts.restoreFrom(wallet, { network, connectorId }),
            )
            .catch(() => null),
          new Promise<null>((resolve) => {
            timer = setTimeout(() => resolve(null), timeoutMs)
          }),
        ])
        if (!answer || current !== before) return null
        return result(adopt(answer, connectorId))
      } catch {
        return null
      } finally {
        clearTimeout(timer)
      }
    },

    async connectWalletConnect(
      session: WalletConnectNamespaceSession,
      opts: { restore?: boolean } = {},
    ): Promise<ConnectResult> {
      kit.context()
      if (session.namespace !== ns)
        throw porticoError('NAMESPACE_NOT_CONFIGURED', { details: { namespace: session.namespace } })
      const network = sessionNetwork(session)
      const account = await parts.fromSession(session, { network, restore: opts.restore === true })
      const link = adopt(account, WALLET_CONNECT_CONNECTOR_ID, session)
      // the session's chain, accounts and end; the wallet built over it reports nothing itself
      link.stop = followSession(session, {
        chainChanged: () => void refresh(link),
        accountsChanged: () => void refresh(link),
        disconnect: () => end(link),
      }).stop
      return result(link)
    },

    /** our own disconnect: core hears no `disconnect` event (it resets itself); a session is core's to end */
    async disconnect() {
      kit.context()
      const link = current
      forget()
      if (link) await parts.release?.(link.c)
    },

    async switchNetwork(network: PorticoNetwork) {
      const target = configured(network)
      const link = current
      if (!link) {
        k.chosen = target
        return
      }
      const { session } = link.c
      // over WalletConnect only to a chain the wallet approved in the session
      if (session && !session.chains().includes(target.caipNetworkId as CaipNetworkId))
        throw porticoError('CHAIN_NOT_SUPPORTED', {
          details: { caipNetworkId: target.caipNetworkId, sessionChains: session.chains() },
        })
      const next = parts.switchNetwork ? await parts.switchNetwork(link.c, target) : undefined
      if (session) {
        // the session reports chainChanged (followed above) unless it is there already
        session.setChain(target.caipNetworkId as CaipNetworkId)
        await queue
      }
      if (current !== link) return
      if (next) update(link, next)
      // a wallet without networks of its own (and a session): the kit keeps the network
      else if (!parts.switchNetwork || session) update(link, { ...link.c, chainId: target.id })
    },

    async getBalance({ address, network }: { address: string; network: PorticoNetwork }) {
      // SPEC §9: balance is a capability of some namespaces only
      if (!parts.balance)
        throw porticoError('NOT_SUPPORTED_FOR_NAMESPACE', {
          details: { namespace: ns, capability: 'balance' },
        })
      return parts.balance({ address, network: configured(network) })
    },

    getTokenBalance: async ({
      address,
      token,
      network,
    }: {
      address: string
      token: string
      network: PorticoNetwork
    }) => parts.tokenBalance!({ address, token, network: configured(network) }),

    signMessage: async ({ message, address }: { message: string; address: string }) =>
      parts.signMessage(connected(address), message),

    signInWithWallet: async ({
      data,
      text,
      address,
    }: {
      data: SIWXMessageData
      text: string
      address: string
    }) => (typeof parts.signIn === 'function' ? parts.signIn(connected(address), { data, text }) : undefined),

    async prepareSend(params: TransferParams) {
      const c = connected()
      configured(params.network)
      return parts.send!.prepare(c, params)
    },

    async send(params: TransferParams) {
      const c = connected()
      configured(params.network)
      return parts.send!.send(c, params)
    },

    async prepareCall(call: ContractCall) {
      const c = connected()
      configured(call.network)
      return parts.calls!.prepare(c, call)
    },

    async sendCall(call: ContractCall) {
      const c = connected()
      configured(call.network)
      return parts.calls!.send(c, call)
    },

    signTransfer: async (params: TransferRequest) => parts.signTransfer!(connected(), params),
  }
}
