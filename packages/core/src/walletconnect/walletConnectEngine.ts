/**
 * The WalletConnect connector's implementation, a lazy chunk (see createWalletConnectController):
 * loads the universal provider, proposes the session, keeps one NamespaceSession per approved
 * namespace and follows the session's events.
 */
import { PAIRING_REUSE_MS } from '../constants/constants.js'
import { porticoError } from '../errors/errorCatalogue.js'
import { RPC_ERROR_CODES } from '../errors/rpcErrors.js'
import type { CaipNetworkId, ChainNamespace } from '../types/chain.js'
import { buildSessionNamespaces } from './buildSessionNamespaces.js'
import { createNamespaceSession, type NamespaceSessionInternal } from './createNamespaceSession.js'
import { createPairingCache, pairingTopicOf, readBrowserEnvironment } from './pairingReuse.js'
import type { UniversalProviderLike, UniversalSessionLike } from './UniversalProviderLike.js'
import type { WalletConnectAuth } from './WalletConnectAuth.js'
import type {
  PendingPairingStore,
  WalletConnectConnection,
  WalletConnectDeps,
  WalletConnectEngine,
  WalletConnectState,
} from './WalletConnectController.js'
import { PUBLIC_RELAY_URL } from './walletConnectConstants.js'

export type { WalletConnectEngine } from './WalletConnectController.js'

/** how long a proposal can be answered (the sign client's wc_sessionPropose TTL) */
const PROPOSAL_TTL_MS = 5 * 60_000

/** WalletConnect rejections (5000 'User rejected.') become EIP-1193 4001 for the rest of core */
function toRejection(e: unknown): unknown {
  const code = (e as { code?: unknown })?.code
  const message = (e as { message?: unknown })?.message
  if (
    code === 5000 ||
    code === 5001 ||
    code === 5002 ||
    (typeof message === 'string' && /rejected/i.test(message))
  )
    return Object.assign(new Error('User rejected the request', { cause: e }), {
      code: RPC_ERROR_CODES.USER_REJECTED,
    })
  return e
}

export function uriExpiry(uri: string): number | undefined {
  const m = /[?&]expiryTimestamp=(\d+)/.exec(uri)
  return m?.[1] ? Number(m[1]) * 1000 : undefined
}

export function createWalletConnectEngine(
  deps: WalletConnectDeps & { setState(next: WalletConnectState): void; pending?: PendingPairingStore },
): WalletConnectEngine {
  const { setState } = deps
  const { options } = deps
  const now = deps.now ?? Date.now
  const pairings = createPairingCache(deps.environment ?? readBrowserEnvironment(), now)
  let providerPromise: Promise<UniversalProviderLike> | undefined
  let provider: UniversalProviderLike | undefined
  const handles = new Map<ChainNamespace, NamespaceSessionInternal>()
  let generation = 0
  /** in-flight `connect` calls of this page, ended by a session they did not propose */
  const lateSessionWaiters = new Set<() => void>()
  /** sessions approved after the person left their QR, ended quietly: never adopted */
  const dropped = new Set<string>()

  /**
   * A session the sign client settled that no `connect` of this page awaited
   * (the wallet scanned a QR shown before a reload) is adopted, once the provider's own
   * `connect` had its chance (it sets its session right after the approval resolves).
   */
  const onSettled = (p: UniversalProviderLike, session: UniversalSessionLike) => {
    setTimeout(() => {
      if (p.session?.topic === session.topic || !p.adoptSession || dropped.has(session.topic)) return
      if (p.session) return // this page is connected already: the other session is not taken
      void p.adoptSession(session, buildSessionNamespaces(options.networks, options.rpcMap)).then(() => {
        deps.pending?.forget()
        if (lateSessionWaiters.size > 0) for (const w of [...lateSessionWaiters]) w()
        else deps.onSessionArrived?.()
      })
    }, 0)
  }

  const ended = () => {
    if (handles.size === 0) return
    for (const h of handles.values()) h.end()
    handles.clear()
    deps.onSessionEnded()
  }

  const wire = (p: UniversalProviderLike) => {
    p.on(
      'session_event',
      (e: { params?: { event?: { name?: string; data?: unknown }; chainId?: string } }) => {
        const name = e.params?.event?.name
        const chainId = e.params?.chainId
        if (!chainId) return
        const ns = chainId.split(':')[0] as ChainNamespace
        const h = handles.get(ns)
        if (!h) return
        if (name === 'chainChanged') {
          const data = e.params?.event?.data
          const target =
            ns === 'eip155' &&
            (typeof data === 'number' || typeof data === 'string') &&
            !String(data).includes(':')
              ? (`eip155:${Number(data)}` as CaipNetworkId)
              : (chainId as CaipNetworkId)
          try {
            h.setChain(target)
          } catch {
            // a chain outside the session: ignored (the wallet must update the session first)
          }
        } else if (name === 'accountsChanged') h.updated()
      },
    )
    p.on('session_update', () => {
      for (const h of handles.values()) h.updated()
    })
    p.on('session_delete', ended)
    p.on('disconnect', ended)
  }

  const getProvider = () => {
    providerPromise ??= (async () => {
      const p = await options.walletConnect.loadProvider({
        projectId: options.projectId ?? '',
        relayUrl: options.relayUrl ?? PUBLIC_RELAY_URL,
        selfHostedRelay: (options.relayUrl ?? PUBLIC_RELAY_URL) !== PUBLIC_RELAY_URL,
        metadata: options.metadata ?? {
          name: globalThis.document?.title || 'Portico',
          description: '',
          url: globalThis.location?.origin ?? '',
          icons: [],
        },
        storagePrefix: 'portico',
      })
      wire(p)
      p.onSessionSettled?.((session) => onSettled(p, session))
      provider = p
      return p
    })()
    providerPromise.catch(() => {
      providerPromise = undefined
    })
    return providerPromise
  }

  /**
   * Proposes the session and waits for the wallet's answer. Each time the relay socket comes back
   * while we wait, `onRelayLost` decides whether to propose again (on a new pairing); an earlier
   * proposal that the wallet answers after all still counts, a later failure of one does not.
   */
  const proposeUntilAnswered = async (
    p: UniversalProviderLike,
    pairingTopic: string | undefined,
    onRelayLost: () => boolean,
    auth: WalletConnectAuth | undefined,
  ) => {
    const namespaces = buildSessionNamespaces(options.networks, options.rpcMap)
    const attempts: Promise<unknown>[] = []
    let topic = pairingTopic
    for (;;) {
      const latest = p.connect({
        optionalNamespaces: namespaces,
        ...(topic ? { pairingTopic: topic } : {}),
        ...(auth ? { authentication: [auth.request] } : {}),
      })
      latest.catch(() => undefined)
      attempts.push(latest)
      topic = undefined
      const relayLost = await new Promise<boolean>((resolve, reject) => {
        const off = p.onRelayReconnect?.(() => settle(() => resolve(true)))
        // a session this page proposed before (e.g. before a reload) answered instead
        const late = () => settle(() => resolve(false))
        lateSessionWaiters.add(late)
        let done = false
        const settle = (fn: () => void) => {
          if (done) return
          done = true
          off?.()
          lateSessionWaiters.delete(late)
          fn()
        }
        for (const a of attempts)
          a.then(
            () => settle(() => resolve(false)),
            (e: unknown) => {
              if (a === latest) settle(() => reject(e))
            },
          )
      })
      if (!relayLost) return
      if (!onRelayLost()) throw porticoError('REQUEST_ABORTED')
    }
  }

  /**
   * WalletConnect authentication (a feature's `walletConnectAuth` hook: sign-in's one-click auth,
   * eip155): the request the proposal carries. Without it (no hook, the feature's option off, no
   * eip155 network, the verifier cannot be reached) the proposal is a plain one and the account
   * is asked afterwards.
   */
  const prepareAuth = async (): Promise<WalletConnectAuth | undefined> => {
    const chainId =
      deps.activeNetworks().eip155 ??
      options.networks.find((n) => n.chainNamespace === 'eip155')?.caipNetworkId
    if (!chainId) return undefined
    try {
      return await deps.authenticate?.(chainId)
    } catch {
      return undefined
    }
  }

  /** one NamespaceSession per approved namespace that has an adapter in this instance */
  const buildHandles = (p: UniversalProviderLike): WalletConnectConnection[] => {
    const session = p.session
    if (!session) throw porticoError('NO_SESSION')
    for (const h of handles.values()) h.end()
    handles.clear()
    const configured = new Set(options.networks.map((n) => n.chainNamespace))
    const active = deps.activeNetworks()
    for (const ns of Object.keys(session.namespaces) as ChainNamespace[]) {
      if (!configured.has(ns)) continue
      const preferred = active[ns]
      handles.set(
        ns,
        createNamespaceSession({
          namespace: ns,
          topic: session.topic,
          namespaces: () => (p.session?.topic === session.topic ? p.session.namespaces : undefined),
          send: (args, chainId) =>
            p.request(args, chainId).catch((e: unknown) => Promise.reject(toRejection(e))),
          ...(preferred ? { preferredChain: preferred } : {}),
        }),
      )
    }
    if (handles.size === 0) throw porticoError('NAMESPACE_NOT_CONFIGURED')
    return [...handles].map(([namespace, s]) => ({ namespace, session: s }))
  }

  return {
    async preload() {
      await getProvider().then(
        () => undefined,
        () => undefined,
      )
    },
    async connect(signal) {
      const gen = ++generation
      const reuse = pairings.reusable()
      setState(
        reuse
          ? { uri: reuse.uri, expiresAt: reuse.createdAt + PAIRING_REUSE_MS, reused: true }
          : { reused: false },
      )
      const [p, auth] = await Promise.all([getProvider(), prepareAuth()])
      const onUri = (uri: string) => {
        if (gen !== generation || signal?.aborted) return
        pairings.remember(uri)
        const expiresAt = uriExpiry(uri)
        // a reload before the wallet answers must not lose the session (resumePending)
        const topic = pairingTopicOf(uri)
        if (topic) deps.pending?.remember(topic, now() + PROPOSAL_TTL_MS)
        setState({ uri, ...(expiresAt ? { expiresAt } : {}), reused: false })
      }
      p.on('display_uri', onUri)
      // the person left the QR: a reload must not adopt its answer any more
      const onAbort = () => deps.pending?.forget()
      signal?.addEventListener('abort', onAbort)
      try {
        await proposeUntilAnswered(
          p,
          reuse?.topic,
          () => {
            // The relay dropped while our proposal waited in it, and may have
            // lost it (a relay without persistence): a wallet scanning this QR would wait forever.
            // Propose again on a fresh pairing; the view shows the new QR.
            pairings.clear()
            return gen === generation
          },
          auth,
        )
      } catch (e) {
        throw toRejection(e)
      } finally {
        p.removeListener('display_uri', onUri)
        signal?.removeEventListener('abort', onAbort)
        deps.pending?.forget()
      }
      if (gen !== generation) throw porticoError('REQUEST_ABORTED')
      if (signal?.aborted) {
        // Approved after the person left the QR (Back, another wallet, the dialog
        // closed): the session is ended before any namespace takes it (no handles: no reset)
        const topic = p.session?.topic
        if (topic) dropped.add(topic)
        pairings.clear()
        setState({ reused: false })
        await p.disconnect().catch(() => undefined)
        throw porticoError('REQUEST_ABORTED')
      }
      // a pairing that produced a session is not offered again
      pairings.clear()
      // the wallet's authentication answer is handled before the account shows (sign-in: stored,
      // so nothing asks again)
      if (auth && p.session && p.formatAuthMessage) await auth.finish(p.session, p.formatAuthMessage.bind(p))
      if (gen !== generation) throw porticoError('REQUEST_ABORTED')
      setState({ reused: false })
      return buildHandles(p)
    },
    async restore() {
      const p = await getProvider()
      if (!p.session) return null
      return buildHandles(p)
    },
    async disconnect() {
      generation++
      setState({ reused: false })
      const p = provider
      for (const h of handles.values()) h.end()
      handles.clear()
      if (p?.session) await p.disconnect()
    },
    session: (ns) => handles.get(ns),
    async signMessage(ns, { method, params }) {
      const h = handles.get(ns)
      if (!h) throw porticoError('NO_SESSION')
      const result = await h.request<unknown>({ method, params })
      const signature =
        typeof result === 'string' ? result : (result as { signature?: unknown } | null)?.signature
      if (typeof signature !== 'string') throw porticoError('WALLET_RESPONSE_INVALID')
      return signature
    },
    forgetPairing() {
      pairings.clear()
    },
    async resumePending(pairingTopic) {
      // loading the provider subscribes its sign client to the stored pairings again; a stored
      // answer then settles the session (onSettled)
      const p = await getProvider().catch(() => undefined)
      if (!p) return
      // an answer that reached the socket while the sign client was still starting was not
      // handled (the SDK replays only session topics' messages): hand it over now
      await p.replayPending?.(pairingTopic)
      // the answer may have settled while the provider started, before onSettled listened
      if (p.session) {
        deps.pending?.forget()
        if (handles.size === 0) deps.onSessionArrived?.()
        return
      }
      const latest = p.knownSessions?.().at(-1)
      if (latest) onSettled(p, latest)
    },
    destroy() {
      generation++
    },
  }
}

export { toWalletConnectWallet } from './toWalletConnectWallet.js'
