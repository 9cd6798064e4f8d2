/**
 * The cosmos adapter: Portico's adapter contract over Keplr-style injected wallets and cosmjs.
 *
 * - setup: looks for the configured globals (`window.keplr`, `window.leap`… or the lab's
 *   `window.porticoLabKeplr`: pass `wallets`) with the Keplr interface; no network, no cosmjs.
 * - connect: `enable(chainId)` + `getKey(chainId)`; the network is the cosmos chain id.
 * - switchNetwork: `enable` + `getKey` on the new chain (the address prefix may change).
 * - signMessage: ADR-36 `signArbitrary`, returns the base64 signature.
 * - signTransfer: a bank MsgSend signed through `SigningStargateClient.offline`; never broadcast
 *   (the contract's TransferRequest: `to`, a bigint `amount` of `denom`, plus the fee and sequence).
 * - discover: wallets injected after setup are seen (on window load, a few times after, and when
 *   the Connect view opens).
 * - balance: SPEC §9 lists balance for eip155 and solana only → NOT_SUPPORTED_FOR_NAMESPACE.
 * - connectWalletConnect: the same actions over a WalletConnect session (walletConnectKeplr.ts,
 *   the adapter's KeplrLike over the cosmos RPC); follows the session's chain and accounts and
 *   forgets it when the session ends. switchNetwork then stays within the session's chains.
 * cosmjs loads on the first action (lazy chunks), never at import.
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
import { bech32Prefix } from './bech32Prefix.js'
import type { CosmosSignedTransfer, CosmosTransferParams } from './cosmosTypes.js'
import {
  type CosmosWalletGlobal,
  DEFAULT_COSMOS_WALLETS,
  isKeplrLike,
  type KeplrKey,
  type KeplrLike,
} from './keplrTypes.js'
import type { WalletConnectKeplr } from './walletConnectKeplr.js'

export const COSMOS_CONNECTOR_PREFIX = 'cosmos:'

export interface CosmosAdapterOptions {
  /** globals to look for, in order (default: keplr, leap). A string is used as its own name. */
  wallets?: (string | CosmosWalletGlobal)[]
  /** where wallets are looked up (default: window); for tests */
  global?: unknown
  /** how long `reconnect` waits for the wallet (ms), default 10 000 */
  reconnectTimeoutMs?: number
}

export interface CosmosAdapter extends PorticoAdapter {
  readonly namespace: 'cosmos'
  /** signs (never broadcasts) a bank MsgSend on the active chain */
  signTransfer(params: CosmosTransferParams): Promise<CosmosSignedTransfer>
  discover(): void
  isAddress: NonNullable<PorticoAdapter['isAddress']>
  /** the connected key (public key and bech32 address), when connected */
  getKey(): KeplrKey | undefined
}

const loadActions = () => import('./cosmosActions.js')
const loadSend = () => import('./cosmosSend.js')
const loadWalletConnect = () => import('./walletConnectKeplr.js')

export function cosmosAdapter(options: CosmosAdapterOptions = {}): CosmosAdapter {
  const wallets: CosmosWalletGlobal[] = (options.wallets ?? [...DEFAULT_COSMOS_WALLETS]).map((w) =>
    typeof w === 'string' ? { global: w, name: w } : w,
  )
  let ctx: AdapterContext | undefined
  let networks: PorticoNetwork[] = []
  let session:
    | { connectorId: string; wallet: KeplrLike; key: KeplrKey; address: string; chainId: string }
    | undefined
  /** the WalletConnect session the connection runs over, when it does */
  let walletConnect:
    | { session: WalletConnectNamespaceSession; wallet: WalletConnectKeplr; off: (() => void)[] }
    | undefined
  let rescan: (() => void) | undefined
  let stopWatching: (() => void) | undefined
  /** session events are handled one at a time (setChain emits chainChanged then accountsChanged) */
  let following: Promise<void> = Promise.resolve()

  const root = () => options.global ?? (typeof window === 'undefined' ? undefined : window)

  const found = () =>
    wallets.flatMap((w) => {
      const wallet = (root() as Record<string, unknown> | undefined)?.[w.global]
      return isKeplrLike(wallet) ? [{ ...w, wallet }] : []
    })

  const requireCtx = () => {
    if (!ctx)
      throw new PorticoError(
        'ADAPTER_NOT_FOUND',
        `${ERROR_MESSAGES.ADAPTER_NOT_FOUND}: cosmosAdapter is not set up yet (pass it to createPortico)`,
      )
    return ctx
  }

  const toConnector = (w: CosmosWalletGlobal & { wallet: KeplrLike }): Connector => {
    const icon = typeof w.wallet.icon === 'string' && w.wallet.icon ? w.wallet.icon : w.icon
    return {
      id: `${COSMOS_CONNECTOR_PREFIX}${w.global}`,
      type: 'INJECTED',
      name: typeof w.wallet.name === 'string' && w.wallet.name ? w.wallet.name : w.name,
      chain: 'cosmos',
      ...(icon ? { imageUrl: icon } : {}),
    }
  }

  const findWallet = (connectorId: string) => {
    const w = found().find((x) => `${COSMOS_CONNECTOR_PREFIX}${x.global}` === connectorId)
    if (!w) throw porticoError('CONNECTOR_NOT_FOUND', { details: { connectorId } })
    return w.wallet
  }

  /** SPEC §5: a chain must belong to a configured namespace */
  const requireNetwork = (chainId: number | string | undefined): PorticoNetwork => {
    requireCtx()
    const n =
      chainId === undefined
        ? (networks.find((x) => x.id === session?.chainId) ?? networks[0])
        : networks.find((x) => x.id === chainId)
    if (!n) throw porticoError('NAMESPACE_NOT_CONFIGURED', { details: { namespace: 'cosmos', chainId } })
    return n
  }

  /** stops following the WalletConnect session; `forgetKeys` also drops its remembered keys */
  const dropWalletConnect = (forgetKeys: boolean) => {
    const wc = walletConnect
    walletConnect = undefined
    if (!wc) return
    for (const off of wc.off) off()
    if (forgetKeys) wc.wallet.forget()
  }

  const open = async (connectorId: string, n: PorticoNetwork, call: ConnectCall): Promise<ConnectResult> => {
    const wallet = findWallet(connectorId)
    const chainId = String(n.id)
    const { connectAction } = await loadActions()
    const { address, key } = await connectAction(wallet, chainId)
    // issue 27: the person left this attempt (or a restore gave up waiting): the connection stays
    // what it was (Keplr keeps its permission until its user removes it)
    if (call.abandoned()) throw porticoError('REQUEST_ABORTED')
    dropWalletConnect(true)
    session = { connectorId, wallet, key, address, chainId }
    return { address, chainId, connectorId }
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

  /** the session's chain or accounts moved: take its key there and tell core */
  const followWalletConnect = (wc: WalletConnectKeplr) => {
    following = following.then(async () => {
      const s = session
      if (!s || walletConnect?.wallet !== wc || s.wallet !== wc) return
      const caip = wc.session.chainId()
      const chainId = caip.slice('cosmos:'.length)
      const address = wc.session.addresses(caip)[0]
      if (chainId === s.chainId && address === s.address) return
      const c = requireCtx()
      try {
        if (!address) throw porticoError('NOT_CONNECTED', { details: { chainId } })
        const { connectAction } = await loadActions()
        const { key } = await connectAction(wc, chainId)
        if (session !== s) return
        session = { ...s, key, address, chainId }
        c.emit(
          address !== s.address
            ? { type: 'account', address, chainId, connectorId: s.connectorId }
            : { type: 'chain', chainId },
        )
      } catch {
        // no usable key on the session's new chain/account: the connection cannot sign any more
        if (session !== s) return
        dropWalletConnect(false)
        session = undefined
        c.emit({ type: 'disconnect' })
      }
    })
  }

  const requireSession = () => {
    if (!session) throw porticoError('NOT_CONNECTED')
    return session
  }

  const adapter: CosmosAdapter = {
    namespace: 'cosmos',
    // SPEC §9: balance and send are eip155 and solana capabilities; a cosmos address receives
    capabilities: ['receive'],

    setup(c) {
      stopWatching?.()
      ctx = c
      networks = c.networks.filter((n) => n.chainNamespace === 'cosmos')
      const emit = connectorsEmitter(c)
      rescan = () => emit(found().map(toConnector))
      rescan()
      // Keplr-style wallets inject their global when they like: look again after the page loaded
      stopWatching = watchInjected(rescan, root())
    },

    discover() {
      rescan?.()
    },

    async isAddress(address, network) {
      const { fromBech32 } = await import('@cosmjs/encoding')
      try {
        const { prefix, data } = fromBech32(address, 90)
        // the connected account's prefix on this chain, when known (cosmos1…, osmo1…)
        const expected = session && session.chainId === network.id ? bech32Prefix(session.address) : undefined
        return (data.length === 20 || data.length === 32) && (!expected || prefix === expected)
      } catch {
        return false
      }
    },

    async connect({ connectorId, chainId, signal }) {
      return attempt(connectorId, requireNetwork(chainId), signal)
    },

    async restore(stored) {
      requireCtx()
      if (!stored.connectorId || stored.connectorId === WALLET_CONNECT_CONNECTOR_ID) return null
      const n = networks.find((x) => x.caipNetworkId === stored.caipNetworkId) ?? networks[0]
      if (!n) return null
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
            }, options.reconnectTimeoutMs ?? 10_000)
          }),
        ])
      } catch {
        return null
      } finally {
        clearTimeout(timer)
      }
    },

    async connectWalletConnect(wcSession) {
      const c = requireCtx()
      // SPEC §5: a chain must belong to a configured namespace
      const caip = wcSession.chainId()
      const n = networks.find((x) => x.caipNetworkId === caip)
      if (!n)
        throw porticoError('NAMESPACE_NOT_CONFIGURED', { details: { namespace: 'cosmos', chainId: caip } })
      const [{ createWalletConnectKeplr }, { connectAction }] = await Promise.all([
        loadWalletConnect(),
        loadActions(),
      ])
      const wallet = createWalletConnectKeplr(wcSession, { storage: c.storage })
      const chainId = String(n.id)
      const { address, key } = await connectAction(wallet, chainId)
      dropWalletConnect(false)
      const connectorId = WALLET_CONNECT_CONNECTOR_ID
      session = { connectorId, wallet, key, address, chainId }
      walletConnect = {
        session: wcSession,
        wallet,
        off: [
          wcSession.on('chainChanged', () => followWalletConnect(wallet)),
          wcSession.on('accountsChanged', () => followWalletConnect(wallet)),
          wcSession.on('disconnect', () => {
            // the wallet (or core) ended the session: forget it
            if (walletConnect?.wallet !== wallet) return
            dropWalletConnect(true)
            session = undefined
            c.emit({ type: 'disconnect' })
          }),
        ],
      }
      return { address, chainId, connectorId }
    },

    async disconnect() {
      // Keplr keeps its permission until the user removes it; Portico forgets the session
      // (over WalletConnect core ends the session itself)
      dropWalletConnect(true)
      session = undefined
    },

    async switchNetwork(target) {
      const c = requireCtx()
      if (
        target.chainNamespace !== 'cosmos' ||
        !networks.some((n) => n.caipNetworkId === target.caipNetworkId)
      )
        throw porticoError('NAMESPACE_NOT_CONFIGURED', { details: { caipNetworkId: target.caipNetworkId } })
      const s = session
      if (!s) return
      const chainId = String(target.id)
      const wc = walletConnect?.wallet === s.wallet ? walletConnect : undefined
      // over WalletConnect only the session's chains can be used
      if (wc && !wc.session.chains().includes(target.caipNetworkId))
        throw porticoError('CHAIN_NOT_SUPPORTED', {
          details: { caipNetworkId: target.caipNetworkId, sessionChains: wc.session.chains() },
        })
      const { connectAction } = await loadActions()
      const { address, key } = await connectAction(s.wallet, chainId)
      const changed = address !== s.address
      session = { ...s, key, address, chainId }
      // the session's default chain follows (its events then find nothing new to report)
      wc?.session.setChain(target.caipNetworkId)
      c.emit(
        changed
          ? { type: 'account', address, chainId, connectorId: s.connectorId }
          : { type: 'chain', chainId },
      )
    },

    async getBalance() {
      // SPEC §9: balance is supported for eip155 and solana only
      throw porticoError('NOT_SUPPORTED_FOR_NAMESPACE', {
        details: { namespace: 'cosmos', capability: 'balance' },
      })
    },

    async signMessage({ message, address }) {
      const s = requireSession()
      if (address !== s.address) throw porticoError('INVALID_CAIP', { details: { address } })
      const { signArbitraryAction } = await loadActions()
      return signArbitraryAction(s.wallet, s.chainId, s.key, message)
    },

    async signTransfer(params) {
      const s = requireSession()
      const n = requireNetwork(undefined)
      const denom = params.token?.address ?? params.denom ?? `u${n.nativeCurrency.symbol.toLowerCase()}`
      const { signTransferAction } = await loadSend()
      return signTransferAction(s.wallet, s.chainId, s.address, { ...params, denom })
    },

    getKey: () => session?.key,

    async getProvider() {
      return session?.wallet
    },

    destroy() {
      stopWatching?.()
      stopWatching = undefined
      dropWalletConnect(false)
      session = undefined
    },
  }
  return adapter
}
