/**
 * The solana adapter: Portico's adapter contract over wallet-standard discovery
 * (`@wallet-standard/app`, filtered with `@solana/wallet-adapter-base`'s compatibility check)
 * and `@solana/kit` for RPC and transactions. Kit and the SPL helpers are a lazy chunk
 * (solanaActions.ts), loaded on the first balance / sign / send.
 *
 * Solana wallets do not switch networks: the adapter keeps the active network itself (the first
 * configured network the wallet lists, else the first configured one) and reports a `chain`
 * event when it changes. Like adapter-evm, our own `disconnect()` emits no `disconnect` event.
 *
 * WalletConnect: `connectWalletConnect(session)` wraps the session in a wallet-standard wallet
 * (walletConnectSolanaWallet.ts, a lazy chunk), so sign / send run through the same actions.
 * Over a session the active network follows the session's chain (chainChanged), switching is
 * limited to the session's chains, and the session's end forgets the connection.
 */
import {
  type AdapterContext,
  type ConnectResult,
  type PorticoAdapter,
  type PorticoNetwork,
  porticoError,
  type SolanaPreflightCommitment,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectNamespaceSession,
} from '@portico/core'
import {
  type ConnectCall,
  connectorsEmitter,
  createConnectAttempts,
  requireNetwork as requireConfigured,
  requireSetup as setUp,
  waitFor,
} from '@portico/core/internal'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import { solanaConnectorId, toSolanaConnectors } from './toSolanaConnectors.js'
import { toSolanaError } from './toSolanaError.js'
import { validatePreflightCommitment } from './validatePreflightCommitment.js'

export interface WalletsSource {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

export interface SolanaAdapterOptions {
  /** SPEC §5: processed, confirmed (default), finalized, recent, single, singleGossip, root or max */
  preflightCommitment?: SolanaPreflightCommitment
  /** how long `send` waits for a confirmation (default 30 s) */
  confirmTimeoutMs?: number
  /** how long reconnect waits for the stored wallet to register after a reload (default 3 s) */
  reconnectTimeoutMs?: number
  /** where wallets come from (default: `getWallets()` of `@wallet-standard/app`) */
  wallets?: () => WalletsSource
}

export interface SolanaAdapter extends PorticoAdapter {
  readonly namespace: 'solana'
  readonly preflightCommitment: SolanaPreflightCommitment
  getTokenBalance: NonNullable<PorticoAdapter['getTokenBalance']>
  isAddress: NonNullable<PorticoAdapter['isAddress']>
  prepareSend: NonNullable<PorticoAdapter['prepareSend']>
  send: NonNullable<PorticoAdapter['send']>
}

/** The connected wallet and account, shared with the lazy actions chunk. */
export interface SolanaSession {
  wallet: Wallet
  account: WalletAccount
  network: PorticoNetwork
  commitment: SolanaPreflightCommitment
  confirmTimeoutMs: number
}

const loadActions = () => import('./solanaActions.js')
const loadTransfer = () => import('./solanaTransfer.js')
const loadWalletConnect = () => import('./walletConnectSolanaWallet.js')

export function solanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapter {
  const commitment = validatePreflightCommitment(options.preflightCommitment ?? 'confirmed')
  const confirmTimeoutMs = options.confirmTimeoutMs ?? 30_000
  let ctx: AdapterContext | undefined
  let source: WalletsSource | undefined
  let networks: PorticoNetwork[] = []
  let session: { wallet: Wallet; account: WalletAccount; connectorId: string } | undefined
  let active: PorticoNetwork | undefined
  const cleanups: (() => void)[] = []
  let unwatchWallet: (() => void) | undefined
  /** the WalletConnect session the connection runs over, and what follows it */
  let wc: { session: WalletConnectNamespaceSession; offs: (() => void)[] } | undefined
  /** issue 27: connect calls in flight; a wallet answering one the person left is not adopted */
  const attempts = createConnectAttempts()

  const forgetWalletConnect = () => {
    const current = wc
    wc = undefined
    for (const off of current?.offs.splice(0) ?? []) off()
  }

  const requireSetup = () => {
    setUp(ctx, 'solanaAdapter')
    return setUp(source, 'solanaAdapter')
  }

  /** SPEC §5: a chain must belong to a configured namespace, and be one of its networks */
  const requireNetwork = (network: PorticoNetwork) => {
    requireSetup()
    return requireConfigured(networks, 'solana', network)
  }

  const requireSession = (): SolanaSession => {
    requireSetup()
    if (!session || !active) throw porticoError('NOT_CONNECTED')
    return { wallet: session.wallet, account: session.account, network: active, commitment, confirmTimeoutMs }
  }

  const pickNetwork = (wallet: Wallet, account: WalletAccount) => {
    const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((c) => typeof c === 'string') : [])
    const chains = [...list(account.chains), ...list(wallet.chains)]
    const current = active && chains.includes(active.caipNetworkId) ? active : undefined
    return current ?? networks.find((n) => chains.includes(n.caipNetworkId)) ?? networks[0]
  }

  const findWallet = (connectorId: string) =>
    requireSetup()
      .get()
      .find((w) => solanaConnectorId(w) === connectorId && toSolanaConnectors([w]).length > 0)

  const watchWallet = (wallet: Wallet, connectorId: string) => {
    unwatchWallet?.()
    const events = (wallet.features as Partial<StandardEventsFeature>)['standard:events']
    if (!events) return
    unwatchWallet = events.on('change', ({ accounts }) => {
      if (!accounts || !session || session.wallet !== wallet) return
      const next = Array.isArray(accounts) ? accounts[0] : undefined
      if (!next) {
        session = undefined
        forgetWalletConnect()
        unwatchWallet?.()
        unwatchWallet = undefined
        ctx?.emit({ type: 'disconnect' })
        return
      }
      if (next.address !== session.account.address) {
        session = { wallet, account: next, connectorId }
        ctx?.emit({ type: 'account', address: next.address, chainId: active?.id ?? '', connectorId })
      }
    })
  }

  const establish = async (
    wallet: Wallet,
    connectorId: string,
    silent: boolean,
    call?: ConnectCall,
  ): Promise<ConnectResult | null> => {
    const connect = (wallet.features as Partial<StandardConnectFeature>)['standard:connect']
    if (!connect) throw porticoError('CONNECTOR_NOT_FOUND', { details: { connectorId } })
    let accounts: unknown
    try {
      const answer: unknown = await connect.connect(silent ? { silent: true } : undefined)
      accounts = (answer as { accounts?: unknown } | null)?.accounts
    } catch (e) {
      if (silent) return null
      throw toSolanaError(e)
    }
    // the wallet's answer is untrusted (issue "Hardening" 5): only a base58 32-byte address counts
    const { isSolanaAddress } = await loadActions()
    const account = (Array.isArray(accounts) ? accounts : []).find(
      (a: Partial<WalletAccount> | null) => typeof a?.address === 'string' && isSolanaAddress(a.address),
    )
    if (!account) {
      if (silent) return null
      throw porticoError('WALLET_RESPONSE_INVALID', { details: { reason: 'no account' } })
    }
    // issue 27: the person left this attempt: the connection stays what it was, and the wallet
    // (unless it is the connected one) is told to forget the page
    if (call?.abandoned()) {
      if (session?.wallet !== wallet)
        await (wallet.features['standard:disconnect'] as { disconnect?(): Promise<void> } | undefined)
          ?.disconnect?.()
          .catch(() => undefined)
      throw porticoError('REQUEST_ABORTED')
    }
    const network = pickNetwork(wallet, account)
    if (!network) throw porticoError('NETWORK_NOT_FOUND')
    forgetWalletConnect()
    active = network
    session = { wallet, account, connectorId }
    watchWallet(wallet, connectorId)
    return { address: account.address, chainId: network.id, connectorId }
  }

  const waitForWallet = (connectorId: string, timeoutMs: number) => {
    const s = requireSetup()
    return waitFor({
      find: () => findWallet(connectorId),
      subscribe: (onChange) => s.on('register', onChange),
      timeoutMs,
    })
  }

  const destroy = () => {
    for (const c of cleanups.splice(0)) c()
    forgetWalletConnect()
    unwatchWallet?.()
    unwatchWallet = undefined
  }

  const adapter: SolanaAdapter = {
    namespace: 'solana',
    // SPEC §9: balance and send are solana capabilities (SOL and SPL tokens); signIn: SIWX through
    // the wallet's solana:signIn when it has one, else its signMessage (issue 13); onramp: the API's
    // providers pay SOL out to the account (SPEC §9 onramp namespaces eip155 and solana)
    capabilities: ['balance', 'tokenBalance', 'receive', 'send', 'onramp', 'signIn'],
    preflightCommitment: commitment,

    setup(context) {
      destroy()
      ctx = context
      networks = context.networks.filter((n) => n.chainNamespace === 'solana')
      active = networks[0]
      source = (options.wallets ?? getWallets)()
      const s = source
      const emit = connectorsEmitter(context)
      const emitConnectors = () => emit(toSolanaConnectors(s.get()))
      emitConnectors()
      cleanups.push(s.on('register', emitConnectors), s.on('unregister', emitConnectors))
    },

    async connect({ connectorId, chainId, signal }) {
      const wallet = findWallet(connectorId)
      if (!wallet) throw porticoError('CONNECTOR_NOT_FOUND', { details: { connectorId } })
      if (chainId !== undefined) {
        const wanted = networks.find((n) => String(n.id) === String(chainId))
        if (!wanted) throw porticoError('NETWORK_NOT_FOUND', { details: { chainId } })
        active = wanted
      }
      const call = attempts.start(connectorId, signal)
      try {
        const result = await establish(wallet, connectorId, false, call)
        if (!result) throw porticoError('USER_REJECTED', { rpcCode: 4001 })
        return result
      } finally {
        call.end()
      }
    },

    async restore({ connectorId }) {
      try {
        if (!connectorId || connectorId === WALLET_CONNECT_CONNECTOR_ID) return null
        const wallet = await waitForWallet(connectorId, options.reconnectTimeoutMs ?? 3_000)
        if (!wallet) return null
        return await establish(wallet, connectorId, true)
      } catch {
        return null
      }
    },

    async connectWalletConnect(wcSession) {
      requireSetup()
      if (wcSession.namespace !== 'solana')
        throw porticoError('NAMESPACE_NOT_CONFIGURED', { details: { namespace: wcSession.namespace } })
      // the session's default chain when it is configured, else a configured chain it lists
      const chains = wcSession.chains()
      const network =
        networks.find((n) => n.caipNetworkId === wcSession.chainId()) ??
        networks.find((n) => chains.includes(n.caipNetworkId))
      if (!network) throw porticoError('NETWORK_NOT_FOUND', { details: { chains } })
      const { walletConnectSolanaWallet } = await loadWalletConnect()
      if (wcSession.chainId() !== network.caipNetworkId) wcSession.setChain(network.caipNetworkId)
      const mine = () => wc?.session === wcSession
      // requests go to the active network's chain (the chosen one until the connection is made)
      const built = walletConnectSolanaWallet(wcSession, {
        chain: () => (mine() && active ? active : network).caipNetworkId,
      })
      const connect = (built.wallet.features as Partial<StandardConnectFeature>)['standard:connect']
      let account: WalletAccount | undefined
      try {
        account = (await connect?.connect())?.accounts[0]
      } catch (e) {
        built.dispose()
        throw toSolanaError(e)
      }
      if (!account) {
        built.dispose()
        throw porticoError('WALLET_RESPONSE_INVALID', { details: { reason: 'no account' } })
      }
      forgetWalletConnect()
      const connectorId = WALLET_CONNECT_CONNECTOR_ID
      const offs = [
        built.dispose,
        wcSession.on('chainChanged', (payload) => {
          if (!mine() || !session) return
          const caip = String(payload)
          const next = networks.find((n) => n.caipNetworkId === caip)
          if (next) active = next
          // an unconfigured chain is still reported: core shows UnsupportedChain (SPEC §4)
          ctx?.emit({ type: 'chain', chainId: next ? next.id : caip.slice('solana:'.length) })
        }),
        // normally the wallet's change event (accounts []) already did this through watchWallet
        wcSession.on('disconnect', () => {
          if (!mine()) return
          const had = session?.wallet === built.wallet
          forgetWalletConnect()
          if (!had) return
          session = undefined
          unwatchWallet?.()
          unwatchWallet = undefined
          ctx?.emit({ type: 'disconnect' })
        }),
      ]
      wc = { session: wcSession, offs }
      active = network
      session = { wallet: built.wallet, account, connectorId }
      // the wallet's change events (session accountsChanged / disconnect) → account / disconnect
      watchWallet(built.wallet, connectorId)
      return { address: account.address, chainId: network.id, connectorId }
    },

    async disconnect() {
      requireSetup()
      const current = session
      const overWalletConnect = wc !== undefined || current?.connectorId === WALLET_CONNECT_CONNECTOR_ID
      session = undefined
      unwatchWallet?.()
      unwatchWallet = undefined
      forgetWalletConnect()
      // core ends the WalletConnect session itself; there is no injected wallet to tell
      if (overWalletConnect) return
      const feature = current?.wallet.features['standard:disconnect'] as
        | { disconnect(): Promise<void> }
        | undefined
      try {
        await feature?.disconnect()
      } catch (e) {
        throw toSolanaError(e, 'FAILED_TO_DISCONNECT')
      }
    },

    async switchNetwork(network) {
      const target = requireNetwork(network)
      if (session && wc) {
        // over WalletConnect only to a chain the session has (the wallet approved)
        if (!wc.session.chains().includes(target.caipNetworkId))
          throw porticoError('CHAIN_NOT_SUPPORTED', { details: { caipNetworkId: target.caipNetworkId } })
        wc.session.setChain(target.caipNetworkId)
        // setChain reported chainChanged (handled above) unless the session was already there
        if (active !== target) {
          active = target
          ctx?.emit({ type: 'chain', chainId: target.id })
        }
        return
      }
      active = target
      if (session) ctx?.emit({ type: 'chain', chainId: target.id })
    },

    async getBalance({ address, network }) {
      const target = requireNetwork(network)
      const { getSolBalance } = await loadActions()
      return getSolBalance(target, address)
    },

    async getTokenBalance({ address, token, network }) {
      const target = requireNetwork(network)
      const { getTokenBalance } = await loadActions()
      return getTokenBalance(target, address, token)
    },

    async isAddress(address) {
      const { isSolanaAddress } = await loadActions()
      return isSolanaAddress(address)
    },

    async signMessage({ message, address }) {
      const s = requireSession()
      if (address !== s.account.address) throw porticoError('INVALID_CAIP', { details: { address } })
      const { signMessageAction } = await loadActions()
      return signMessageAction(s, message)
    },

    async signInWithWallet({ data, address }) {
      const s = requireSession()
      if (address !== s.account.address) throw porticoError('INVALID_CAIP', { details: { address } })
      const { signInAction } = await loadActions()
      return signInAction(s, data)
    },

    async prepareSend(params) {
      const s = requireSession()
      requireNetwork(params.network)
      const { prepareSendAction } = await loadTransfer()
      return prepareSendAction(s, params)
    },

    async send(params) {
      const s = requireSession()
      requireNetwork(params.network)
      const { sendAction } = await loadTransfer()
      return sendAction(s, params)
    },

    async getProvider() {
      return session?.wallet
    },

    destroy,
  }
  return adapter
}
