/**
 * The adapter kit: `defineAdapter(parts)` makes a `PorticoAdapter` from what only the namespace
 * knows (AdapterParts.ts). This module is the part a host loads at startup: setup (the wallets
 * and their connectors), the connection the kit holds and the events core hears. Connecting,
 * restoring, WalletConnect sessions, switching and the actions are the kit's runtime
 * (adapterRuntime.ts), a lazy chunk loaded on the first call (or when the Connect view opens).
 */
import { porticoError } from '../errors/errorCatalogue.js'
import { connectorsEmitter } from '../internal/connectorsEmitter.js'
import { requireSetup } from '../internal/requireSetup.js'
import { watchInjected } from '../internal/watchInjected.js'
import type { PorticoNetwork } from '../types/chain.js'
import type { WalletConnectNamespaceSession } from '../walletconnect/WalletConnectSession.js'
import type { AdapterCapability } from './AdapterCapability.js'
import type { AdapterKit, AdapterParts, Connected, KitAccount, WalletSource } from './AdapterParts.js'
import type { KitRuntime } from './adapterRuntime.js'
import type { AdapterContext, AdapterEvent, PorticoAdapter } from './PorticoAdapter.js'

/** One connection: its account, and what follows it (the wallet's events, a session's). */
export interface Link<A extends KitAccount> {
  c: Connected<A>
  stop?: (() => void) | undefined
}

/** What the shell shares with the runtime (one object per adapter). */
export interface KitInternals<W, A extends KitAccount> {
  parts: AdapterParts<W, A>
  kit: AdapterKit<A>
  source(): WalletSource<W> | undefined
  link(): Link<A> | undefined
  /** the network chosen while not connected */
  choose(network: PorticoNetwork): void
  networkOf(chainId: number | string): PorticoNetwork | undefined
  emit(event: AdapterEvent): void
  adopt(account: A, connectorId: string, session?: WalletConnectNamespaceSession): Link<A>
  /** the connection moved: core hears `account` (another address) or `chain` */
  update(link: Link<A>, next: A): void
  /** the connection is over (the wallet or the session ended it): core hears `disconnect` */
  end(link: Link<A>): void
  forget(): void
}

/** the runtime's methods the adapter delegates to, in a string a host pays once */
const LATER = 'connect restore connectWalletConnect disconnect switchNetwork getBalance signMessage'

/**
 * `parts` may be a function of the kit (parts that read the connection, the storage…); it is called
 * once, here. `extras` adds the adapter's own members (adapter-bitcoin's `signPsbt`…).
 */
export function defineAdapter<W, A extends KitAccount, X extends object = object>(
  define: AdapterParts<W, A> | ((kit: AdapterKit<A>) => AdapterParts<W, A>),
  extras?: (kit: AdapterKit<A>) => X,
): PorticoAdapter & X {
  let parts: AdapterParts<W, A>
  let ctx: AdapterContext | undefined
  let networks: PorticoNetwork[] = []
  let chosen: PorticoNetwork | undefined
  let source: WalletSource<W> | undefined
  let link: Link<A> | undefined
  let stops: (() => void)[] = []
  let rescan = () => {}
  let runtime: Promise<KitRuntime> | undefined
  const rt = () =>
    (runtime ??= import('./adapterRuntime.js').then(
      (m) => m.adapterRuntime(internals) as unknown as KitRuntime,
    ))

  const context = () => requireSetup(ctx, parts.name)
  const emit = (event: AdapterEvent) => ctx?.emit(event)
  const networkOf = (chainId: number | string) => networks.find((n) => String(n.id) === String(chainId))
  const forget = () => {
    const l = link
    link = undefined
    // the network stays the one chosen for the next connect
    if (l) chosen = networkOf(l.c.chainId) ?? chosen
    l?.stop?.()
    l?.c.dispose?.()
  }
  const end = (l: Link<A>) => {
    if (link !== l) return
    forget()
    emit({ type: 'disconnect' })
  }
  const adopt = (account: A, connectorId: string, session?: WalletConnectNamespaceSession) => {
    forget()
    const l: Link<A> = { c: { ...account, connectorId, ...(session ? { session } : {}) } }
    link = l
    // a session's events are the kit's to follow (adapterRuntime); a wallet's are the adapter's
    if (!session)
      l.stop = parts.watch?.(
        l.c,
        () => void rt().then((r) => r.refresh(l)),
        () => end(l),
      )
    return l
  }
  const update = (l: Link<A>, next: A) => {
    const before = l.c
    l.c = { ...before, ...next }
    if (next.address !== before.address)
      emit({ type: 'account', address: next.address, chainId: next.chainId, connectorId: before.connectorId })
    else if (String(next.chainId) !== String(before.chainId)) emit({ type: 'chain', chainId: next.chainId })
  }

  const kit: AdapterKit<A> = {
    get namespace() {
      return parts.namespace
    },
    get networks() {
      return networks
    },
    context,
    storage: () => context().storage,
    connection: () => link?.c,
    requireConnection() {
      context()
      if (!link) throw porticoError('NOT_CONNECTED')
      return link.c
    },
    network: () => (link ? networkOf(link.c.chainId) : chosen),
    activeNetwork() {
      const n = kit.network()
      if (!n) throw porticoError('NETWORK_NOT_FOUND', { details: { chainId: link?.c.chainId } })
      return n
    },
    report(event, account) {
      if (event.type === 'account') {
        const next = { ...account, address: event.address, chainId: event.chainId } as A
        if (link?.c.connectorId === event.connectorId) link.c = { ...link.c, ...next }
        else adopt(next, event.connectorId)
      } else if (event.type === 'chain') {
        if (link) link.c = { ...link.c, chainId: event.chainId }
      } else if (event.type === 'disconnect') forget()
      emit(event)
    },
  }

  parts = typeof define === 'function' ? define(kit) : define
  const ns = parts.namespace
  const internals: KitInternals<W, A> = {
    parts,
    kit,
    source: () => source,
    link: () => link,
    choose: (n) => {
      chosen = n
    },
    networkOf,
    emit,
    adopt,
    update,
    end,
    forget,
  }

  const capabilities = [
    parts.balance && 'balance',
    parts.tokenBalance && 'tokenBalance',
    'receive',
    parts.send && 'send',
    parts.calls && 'swaps',
    ...(parts.serves ?? []),
    parts.signIn && 'signIn',
  ].filter(Boolean) as AdapterCapability[]

  const adapter = {
    namespace: ns,
    capabilities,
    setup(c: AdapterContext) {
      adapter.destroy()
      ctx = c
      networks = c.networks.filter((n) => n.chainNamespace === ns)
      chosen = networks[0]
      const s = parts.wallets(kit)
      source = s
      const report = connectorsEmitter(c)
      rescan = () => report(s.list().map((e) => e.connector))
      rescan()
      // wallets that inject a global may come after setup: look again after load (and on discover)
      stops = [s.subscribe?.(rescan) ?? (() => {}), watchInjected(rescan, s.global)]
    },
    discover() {
      rescan()
      // the Connect view opened: the runtime is ready before the click
      void rt()
    },
    isAddress: parts.isAddress,
    async getProvider() {
      return parts.provider ? parts.provider(link?.c) : link?.c.wallet
    },
    destroy() {
      for (const stop of stops.splice(0)) stop()
      forget()
      parts.destroy?.()
    },
  } as Record<string, unknown> & { destroy(): void }
  const later = (m: string) => {
    adapter[m] = (...args: unknown[]) =>
      rt().then((r) => (r as unknown as Record<string, (...a: unknown[]) => unknown>)[m]!(...args))
  }
  for (const m of LATER.split(' ')) later(m)
  if (parts.tokenBalance) later('getTokenBalance')
  if (parts.send) for (const m of ['prepareSend', 'send']) later(m)
  if (parts.calls) for (const m of ['prepareCall', 'sendCall']) later(m)
  if (typeof parts.signIn === 'function') later('signInWithWallet')
  if (parts.signTransfer) later('signTransfer')
  if (extras) Object.defineProperties(adapter, Object.getOwnPropertyDescriptors(extras(kit)))
  return adapter as unknown as PorticoAdapter & X
}
