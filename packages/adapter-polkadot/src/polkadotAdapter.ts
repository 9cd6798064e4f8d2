/**
 * The polkadot adapter: Portico's adapter contract over `window.injectedWeb3` extensions
 * (polkadot{.js}, Talisman, SubWallet… and the lab wallet) and @polkadot/api.
 *
 * - setup: discovers the injected extensions (no network, no heavy import).
 * - connect: `enable(appName)` then `accounts.get()`; the first valid SS58 account is used.
 * - networks: extensions have no notion of a current chain, so the adapter keeps one (the
 *   first configured network, or the one core remembered) and switching needs no wallet.
 * - WalletConnect: `connectWalletConnect(session)` wraps the session in the same extension
 *   interface (walletConnectExtension.ts, a lazy chunk), so signMessage and signTransfer run
 *   unchanged over it; the network is the session's chain, switching is `session.setChain`
 *   (only to a chain of the session), and the session's events are followed.
 * - signMessage: `signer.signRaw` (bytes, wrapped `<Bytes>…</Bytes>` by the extension).
 * - signTransfer: `balances.transferKeepAlive` built offline with @polkadot/api, signed with
 *   `signer.signPayload`; never submitted (see polkadotTransfer.ts).
 * - balance: SPEC §9 lists balance for eip155 and solana only → NOT_SUPPORTED_FOR_NAMESPACE.
 * util-crypto and @polkadot/api load on the first action (lazy chunks), never at import.
 */
import {
  type AdapterContext,
  type Connector,
  type ConnectResult,
  ERROR_MESSAGES,
  type PorticoAdapter,
  PorticoError,
  type PorticoNetwork,
  porticoError,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectNamespaceSession,
} from '@portico/core'
import {
  type ConnectCall,
  connectorsEmitter,
  createConnectAttempts,
  watchInjected,
} from '@portico/core/internal'
import { discoverExtensions, type InjectedExtension, type InjectedWindowProvider } from './injectedWeb3.js'
import { POLKADOT_GENESIS_HASH, toPolkadotChainId } from './polkadotNetworks.js'
import type { PolkadotChainConfig, PolkadotSignedTransfer, PolkadotTransferParams } from './polkadotTypes.js'

/** Display names of well-known extension keys (an extension may also bring its own `name`). */
export const KNOWN_POLKADOT_EXTENSIONS: Record<string, string> = {
  'polkadot-js': 'polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
}

export const POLKADOT_CONNECTOR_PREFIX = 'polkadot:'

export interface PolkadotAdapterOptions {
  /** the origin name shown by the extension (`enable(appName)`), default 'Portico' */
  appName?: string
  /** only these `injectedWeb3` keys become connectors (default: every extension found) */
  extensions?: string[]
  /** per CAIP-2 id: full genesis hash and, for offline transfers, the runtime */
  chains?: Record<string, PolkadotChainConfig>
  /** where extensions are looked up (default: window); for tests */
  global?: unknown
  /** how long `reconnect` waits for the extension (ms), default 10 000 */
  reconnectTimeoutMs?: number
}

export interface PolkadotAdapter extends PorticoAdapter {
  readonly namespace: 'polkadot'
  discover(): void
  isAddress: NonNullable<PorticoAdapter['isAddress']>
  /** builds and signs (never submits) a `balances.transferKeepAlive` on the active network */
  signTransfer(params: PolkadotTransferParams): Promise<PolkadotSignedTransfer>
}

const loadActions = () => import('./polkadotActions.js')
const loadTransfer = () => import('./polkadotTransfer.js')
const loadWalletConnect = () => import('./walletConnectExtension.js')

function notSetUp(): PorticoError {
  return new PorticoError(
    'ADAPTER_NOT_FOUND',
    `${ERROR_MESSAGES.ADAPTER_NOT_FOUND}: polkadotAdapter is not set up yet (pass it to createPortico)`,
  )
}

export function polkadotAdapter(options: PolkadotAdapterOptions = {}): PolkadotAdapter {
  const appName = options.appName ?? 'Portico'
  let ctx: AdapterContext | undefined
  let networks: PorticoNetwork[] = []
  let session: { connectorId: string; ext: InjectedExtension; address: string } | undefined
  let network: PorticoNetwork | undefined
  let unsubscribe: (() => void) | undefined
  let rescan: (() => void) | undefined
  let stopWatching: (() => void) | undefined
  /** the WalletConnect session the connection runs over, and its listeners */
  let wc: { session: WalletConnectNamespaceSession; offs: (() => void)[] } | undefined

  /** forgets the connection (the extension's origin / the WalletConnect session stay with their owner) */
  const forget = () => {
    unsubscribe?.()
    unsubscribe = undefined
    for (const off of wc?.offs ?? []) off()
    wc = undefined
    session = undefined
  }

  const requireCtx = () => {
    if (!ctx) throw notSetUp()
    return ctx
  }

  const extensions = () =>
    discoverExtensions(options.global).filter(
      ({ key }) => !options.extensions || options.extensions.includes(key),
    )

  const toConnector = (key: string, provider: InjectedWindowProvider): Connector => {
    const name =
      typeof provider.name === 'string' && provider.name ? provider.name : KNOWN_POLKADOT_EXTENSIONS[key]
    return {
      id: `${POLKADOT_CONNECTOR_PREFIX}${key}`,
      type: 'INJECTED',
      name: name ?? key,
      chain: 'polkadot',
      ...(typeof provider.icon === 'string' && provider.icon ? { imageUrl: provider.icon } : {}),
    }
  }

  const findProvider = (connectorId: string) => {
    const key = connectorId.startsWith(POLKADOT_CONNECTOR_PREFIX)
      ? connectorId.slice(POLKADOT_CONNECTOR_PREFIX.length)
      : undefined
    const found = key === undefined ? undefined : extensions().find((x) => x.key === key)
    if (!found) throw porticoError('CONNECTOR_NOT_FOUND', { details: { connectorId } })
    return found.provider
  }

  /** SPEC §5: a chain must belong to a configured namespace (over WalletConnect: the session's chain) */
  const requireNetwork = (chainId: number | string | undefined): PorticoNetwork => {
    requireCtx()
    const n =
      chainId !== undefined
        ? networks.find((x) => x.id === chainId)
        : wc
          ? networks.find((x) => x.caipNetworkId === wc?.session.chainId())
          : (network ?? networks[0])
    if (!n)
      throw porticoError('NAMESPACE_NOT_CONFIGURED', {
        details: { namespace: 'polkadot', chainId: chainId ?? wc?.session.chainId() },
      })
    return n
  }

  /** the chain reference the account is on (over WalletConnect it may be an unconfigured one) */
  const currentChainId = () =>
    wc ? wc.session.chainId().slice('polkadot:'.length) : requireNetwork(undefined).id

  const genesisOf = (n: PorticoNetwork) => {
    const configured = options.chains?.[n.caipNetworkId]?.genesisHash
    if (configured) return configured
    if (n.id === toPolkadotChainId(POLKADOT_GENESIS_HASH)) return POLKADOT_GENESIS_HASH
    return undefined
  }

  const open = async (connectorId: string, n: PorticoNetwork, call: ConnectCall): Promise<ConnectResult> => {
    const provider = findProvider(connectorId)
    const { enableAction, accountsAction } = await loadActions()
    const ext = await enableAction(provider, appName)
    const [account] = await accountsAction(ext)
    // issue 27: the person left this attempt (or a restore gave up waiting): the connection stays
    // what it was (an extension has nothing to revoke)
    if (call.abandoned()) throw porticoError('REQUEST_ABORTED')
    const address = account!.address
    forget()
    session = { connectorId, ext, address }
    network = n
    watchAccounts(ext)
    return { address, chainId: n.id, connectorId }
  }

  /** issue 27: connect calls in flight; a wallet answering one that was left is not adopted */
  const attempts = createConnectAttempts()
  const attempt = async (connectorId: string, n: PorticoNetwork, signal: AbortSignal | undefined) => {
    const call = attempts.start(connectorId, signal)
    try {
      return await open(connectorId, n, call)
    } finally {
      call.end()
    }
  }

  const watchAccounts = (ext: InjectedExtension) => {
    if (typeof ext.accounts.subscribe !== 'function') return
    let first = true
    const unsub = ext.accounts.subscribe((accounts) => {
      // the first call repeats what accounts.get() said
      if (first) {
        first = false
        return
      }
      const s = session
      if (!s || s.ext !== ext || !ctx) return
      const list = Array.isArray(accounts) ? accounts : []
      if (list.some((a) => a?.address === s.address)) return
      const next = list.find((a) => typeof a?.address === 'string' && a.address.length >= 40)
      if (!next) {
        forget()
        ctx.emit({ type: 'disconnect' })
        return
      }
      s.address = next.address
      ctx.emit({
        type: 'account',
        address: next.address,
        chainId: currentChainId(),
        connectorId: s.connectorId,
      })
    })
    unsubscribe = typeof unsub === 'function' ? unsub : undefined
  }

  const requireSession = () => {
    if (!session) throw porticoError('NOT_CONNECTED')
    return session
  }

  /** the session's events: chainChanged → the network follows; disconnect → forget */
  const watchSession = (s: WalletConnectNamespaceSession) => {
    const current = () => wc?.session === s
    return [
      s.on('chainChanged', (caip) => {
        if (!current() || typeof caip !== 'string') return
        const n = networks.find((x) => x.caipNetworkId === caip)
        // an unconfigured chain is reported as is: core shows UnsupportedChain (SPEC §4)
        if (n) network = n
        ctx?.emit({ type: 'chain', chainId: caip.slice('polkadot:'.length) })
      }),
      s.on('disconnect', () => {
        if (!current()) return
        forget()
        ctx?.emit({ type: 'disconnect' })
      }),
    ]
  }

  const adapter: PolkadotAdapter = {
    namespace: 'polkadot',
    // SPEC §9: balance and send are eip155 and solana capabilities; a polkadot address receives
    capabilities: ['receive'],

    setup(c) {
      stopWatching?.()
      ctx = c
      networks = c.networks.filter((n) => n.chainNamespace === 'polkadot')
      const emit = connectorsEmitter(c)
      rescan = () => emit(extensions().map(({ key, provider }) => toConnector(key, provider)))
      rescan()
      // extensions inject `window.injectedWeb3` when they like: look again after the page loaded
      stopWatching = watchInjected(rescan, options.global)
    },

    discover() {
      rescan?.()
    },

    async isAddress(address) {
      const { isPolkadotAddress } = await import('./polkadotAddress.js')
      return isPolkadotAddress(address)
    },

    async connect({ connectorId, chainId, signal }) {
      return attempt(connectorId, requireNetwork(chainId), signal)
    },

    async restore(stored) {
      requireCtx()
      // a WalletConnect connection is restored by core, through connectWalletConnect
      if (!stored.connectorId || stored.connectorId === WALLET_CONNECT_CONNECTOR_ID) return null
      const n = networks.find((x) => x.caipNetworkId === stored.caipNetworkId) ?? networks[0]
      if (!n) return null
      const timeout = options.reconnectTimeoutMs ?? 10_000
      let timer: ReturnType<typeof setTimeout> | undefined
      try {
        // a wallet answering after the wait is over is not adopted either
        const late = new AbortController()
        return await Promise.race([
          attempt(stored.connectorId, n, late.signal),
          new Promise<null>((resolve) => {
            timer = setTimeout(() => {
              late.abort()
              resolve(null)
            }, timeout)
          }),
        ])
      } catch {
        return null
      } finally {
        clearTimeout(timer)
      }
    },

    async connectWalletConnect(wcSession) {
      requireCtx()
      const { connectSessionAction } = await loadWalletConnect()
      const r = await connectSessionAction(wcSession, networks)
      forget()
      session = { connectorId: WALLET_CONNECT_CONNECTOR_ID, ext: r.ext, address: r.address }
      network = r.network
      wc = { session: wcSession, offs: watchSession(wcSession) }
      watchAccounts(r.ext)
      return { address: r.address, chainId: r.network.id, connectorId: WALLET_CONNECT_CONNECTOR_ID }
    },

    async disconnect() {
      // extensions have no "disconnect": forget the session (the origin stays authorized);
      // a WalletConnect session is ended by core
      forget()
    },

    async switchNetwork(target) {
      const c = requireCtx()
      if (
        target.chainNamespace !== 'polkadot' ||
        !networks.some((n) => n.caipNetworkId === target.caipNetworkId)
      )
        throw porticoError('NAMESPACE_NOT_CONFIGURED', { details: { caipNetworkId: target.caipNetworkId } })
      if (wc) {
        // over WalletConnect: only to a chain the wallet approved in the session
        if (!wc.session.chains().includes(target.caipNetworkId))
          throw porticoError('CHAIN_NOT_SUPPORTED', {
            details: { caipNetworkId: target.caipNetworkId, sessionChains: wc.session.chains() },
          })
        // emits chainChanged (→ 'chain') when the chain changes
        wc.session.setChain(target.caipNetworkId)
        network = target
        return
      }
      network = target
      if (session) c.emit({ type: 'chain', chainId: target.id })
    },

    async getBalance() {
      // SPEC §9: balance is supported for eip155 and solana only
      throw porticoError('NOT_SUPPORTED_FOR_NAMESPACE', {
        details: { namespace: 'polkadot', capability: 'balance' },
      })
    },

    async signMessage({ message, address }) {
      const s = requireSession()
      if (address !== s.address) throw porticoError('INVALID_CAIP', { details: { address } })
      // SPEC §5: over WalletConnect the session's chain must be a configured one
      if (wc) requireNetwork(undefined)
      const { signRawAction } = await loadActions()
      return signRawAction(s.ext, address, message)
    },

    async signTransfer(params) {
      const s = requireSession()
      const n = requireNetwork(undefined)
      const genesisHash = genesisOf(n)
      const loadRuntime = options.chains?.[n.caipNetworkId]?.loadRuntime
      if (!genesisHash || !loadRuntime)
        throw porticoError('NOT_SUPPORTED_FOR_NAMESPACE', {
          details: {
            caipNetworkId: n.caipNetworkId,
            needs: 'chains[caipNetworkId].genesisHash and loadRuntime',
          },
        })
      const [{ signTransferAction }, runtime] = await Promise.all([loadTransfer(), loadRuntime()])
      return signTransferAction({ ext: s.ext, address: s.address, genesisHash, runtime, params })
    },

    async getProvider() {
      return session?.ext
    },

    destroy() {
      forget()
      stopWatching?.()
      stopWatching = undefined
    },
  }
  return adapter
}
