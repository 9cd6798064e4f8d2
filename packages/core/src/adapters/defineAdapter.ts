/**
 * The adapter kit: `defineAdapter(parts)` makes a `PorticoAdapter` from what only the namespace
 * knows (AdapterParts.ts). This module is the part a host loads at startup: setup (the wallets
 * and their connectors) and the capabilities. The connection and everything that makes or
 * follows one (connecting, restoring, WalletConnect sessions, switching, the actions) are the
 * kit's runtime (adapterRuntime.ts), a lazy chunk loaded on the first call (or when the Connect
 * view opens): there is no connection before it is loaded.
 */
import { porticoError } from '../errors/errorCatalogue.js'
import { connectorsEmitter } from '../internal/connectorsEmitter.js'
import { requireSetup } from '../internal/requireSetup.js'
import { watchInjected } from '../internal/watchInjected.js'
import type { PorticoNetwork } from '../types/chain.js'
import type { AdapterCapability } from './AdapterCapability.js'
import type { AdapterKit, AdapterParts, KitAccount, WalletSource } from './AdapterParts.js'
import type { KitRuntime } from './adapterRuntime.js'
import type { KitInternals } from './KitInternals.js'
import type { AdapterContext, PorticoAdapter } from './PorticoAdapter.js'

/** What the shell shares with the runtime (one object per adapter). */

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
  let ctx: AdapterContext | undefined
  let networks: PorticoNetwork[] = []
  let stops: (() => void)[] = []
  let rescan = () => {}
  let runtime: Promise<KitRuntime<A>> | undefined
  let loaded: KitRuntime<A> | undefined
  const rt = () =>
    (runtime ??= import('./adapterRuntime.js').then(
      (m) => (loaded = m.adapterRuntime(internals) as KitRuntime<A>),
    ))

  const context = () => requireSetup(ctx, internals.parts.name)
  const kit: AdapterKit<A> = {
    get namespace() {
      return internals.parts.namespace
    },
    get networks() {
      return networks
    },
    context,
    storage: () => context().storage,
    connection: () => loaded?.link()?.c,
    requireConnection() {
      context()
      const c = kit.connection()
      if (!c) throw porticoError('NOT_CONNECTED')
      return c
    },
    network: () => {
      const c = kit.connection()
      return c ? networks.find((n) => String(n.id) === String(c.chainId)) : internals.chosen
    },
    activeNetwork() {
      const n = kit.network()
      if (!n) throw porticoError('NETWORK_NOT_FOUND', { details: { chainId: kit.connection()?.chainId } })
      return n
    },
  }
  let source: WalletSource<W> | undefined
  const internals: KitInternals<W, A> = {
    parts: undefined as unknown as AdapterParts<W, A>,
    kit,
    source: () => source,
    chosen: undefined,
  }
  const parts = typeof define === 'function' ? define(kit) : define
  internals.parts = parts
  const ns = parts.namespace

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
      internals.chosen = networks[0]
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
      const c = kit.connection()
      return parts.provider ? parts.provider(c) : c?.wallet
    },
    destroy() {
      for (const stop of stops.splice(0)) stop()
      loaded?.forget()
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
