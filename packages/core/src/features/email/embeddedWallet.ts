/**
 * One instance's embedded wallet (SPEC §2 hidden frame, §4 embedded frame and transaction stack,
 * §8 alerts and toasts): the frame made on first need (never at startup), requests with the
 * SPEC §9 timeouts, and the frame's own screens (approval, recovery code) shown over the dialog.
 * Kept per instance in a WeakMap keyed by the instance's context: two instances never share one.
 */

import { METHOD_NOT_ALLOWED_TOAST_DELAY_MS } from '../../constants/constants.js'
import type { PorticoContext } from '../../controllers/PorticoContext.js'
import { isPorticoError } from '../../errors/PorticoError.js'
import type { ViewName } from '../../router/views.js'
import type { CaipNetworkId } from '../../types/chain.js'
import { createFrameClient, type FrameClient } from './createFrameClient.js'
import { type EmailState, emailState } from './emailState.js'
import { EMBEDDED_TIMEOUTS as TIMEOUTS } from './embeddedConstants.js'
import type {
  FrameEvent,
  FrameRequestPayload,
  FrameRequestType,
  FrameSuccessPayload,
} from './frameProtocol.js'
import { isSettling } from './isSettling.js'

/** methods that need the person's approval in the frame: no timeout while they read */
const UNSAFE = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
])

export interface EmbeddedWallet {
  /** the frame, made and loaded on first call (SPEC §9 20 s load timeout) */
  frame(): Promise<FrameClient>
  /** a request with the SPEC §9 timeout for its kind (`null`: none) */
  request<T extends FrameRequestType>(
    type: T,
    payload: FrameRequestPayload<T>,
    timeoutMs?: number | null,
  ): Promise<FrameSuccessPayload<T>>
  /** an RPC request of a connected namespace (SPEC §5 whitelist is the frame's) */
  rpc(method: string, params: unknown, chainId: CaipNetworkId): Promise<unknown>
  /**
   * SPEC §2: reloads the frame `delayMs` from now (nothing when there is none yet). Requests made
   * from now on go to the reloaded frame (createFrameClient's reload), which is synced again
   * (SPEC §7 theme and dapp data) before them
   */
  reload(delayMs: number): void
  /** the element the frame's screens cover while shown (the ApproveTransaction / recovery views) */
  setSlot(element: HTMLElement | null): void
  state(): EmailState
  patch(next: Partial<EmailState>): void
  destroy(): void
}

const AUTH_ID = 'auth'

const wallets = new WeakMap<PorticoContext, EmbeddedWallet>()

export function embeddedWalletOf(ctx: PorticoContext): EmbeddedWallet {
  let wallet = wallets.get(ctx)
  if (!wallet) {
    wallet = createEmbeddedWallet(ctx)
    wallets.set(ctx, wallet)
  }
  return wallet
}

/** the frame page's URL with SPEC §2's query parameters */
export function frameUrl(ctx: PorticoContext): string {
  const { options, store } = ctx
  const base = options.secureSiteUrl
  if (!base) throw new Error('secureSiteUrl is not set')
  const active = store.getState().activeNetworks.eip155
  const eip155 = options.networks.find((n) => n.chainNamespace === 'eip155')
  const chainId = (active ?? eip155?.caipNetworkId ?? 'eip155:1').split(':')[1] ?? '1'
  const url = new URL('frame', base.endsWith('/') ? base : `${base}/`)
  url.searchParams.set('projectId', options.projectId ?? '')
  url.searchParams.set('chainId', chainId)
  url.searchParams.set('version', options.sdkVersion)
  url.searchParams.set('enableLogger', String(options.debug))
  return url.toString()
}

function createEmbeddedWallet(ctx: PorticoContext): EmbeddedWallet {
  const { store, router, alerts, toasts } = ctx
  let client: FrameClient | undefined
  let loading: Promise<FrameClient> | undefined
  let slot: HTMLElement | null = null
  let raf = 0
  /** where the dialog was when the frame asked to be shown */
  let before: { open: boolean; view: ViewName } | undefined
  const offs: (() => void)[] = []

  const state = () => emailState.stateOf(store)
  const patch = (next: Partial<EmailState>) => emailState.patch(ctx, next)
  // SPEC §3: every account the embedded wallet connected carries the login's user (email,
  // username), and its accounts with their types (allAccounts, preferredAccountType,
  // smartAccountDeployed) as the frame told them
  offs.push(
    store.subscribe((s) => {
      const email = s.features.email?.userEmail
      const frameUser = s.features.email?.user
      let accounts: typeof s.accounts | undefined
      for (const [ns, a] of Object.entries(s.accounts)) {
        if (!a || a.connectorId !== AUTH_ID || a.status !== 'connected') continue
        const mine = frameUser?.accounts.filter((x) => x.namespace === ns) ?? []
        const next = {
          ...a,
          ...(email || frameUser?.username
            ? {
                user: {
                  ...a.user,
                  ...(email ? { email } : {}),
                  ...(frameUser?.username ? { username: frameUser.username } : {}),
                },
              }
            : {}),
          ...(mine.length > 0 ? { allAccounts: mine.map(({ address, type }) => ({ address, type })) } : {}),
          ...(ns === 'eip155' && frameUser?.preferredAccountType
            ? {
                preferredAccountType: frameUser.preferredAccountType,
                smartAccountDeployed: frameUser.smartAccountDeployed ?? false,
              }
            : {}),
        }
        if (JSON.stringify(next) === JSON.stringify(a)) continue
        accounts ??= { ...s.accounts }
        accounts[ns as keyof typeof accounts] = next
      }
      if (accounts) store.setState({ accounts })
    }),
  )

  /**
   * The frame sits exactly over the view's slot while it shows its own screen, and only where it
   * will stay (docs/architecture.md "Flaky clicks"): it is placed once the slot's box is
   * the same as one animation frame before and nothing is bringing the slot into place (the view's
   * 150 ms slide-in, the card's opening). If the slot moves later (the window is resized), the frame
   * is hidden and placed anew once still. So the frame never moves under a person's pointer, and
   * the frame can tell a new place from its own viewport (0×0 while hidden): its screens take
   * pointer input only once they have stood still for 600 ms (the secure site's visibilityGuard.ts).
   */
  let lastBox: string | undefined
  const follow = () => {
    cancelAnimationFrame(raf)
    const frame = client
    if (!frame || !state().showing || !slot || !store.getState().open) {
      lastBox = undefined
      frame?.place(null)
      return
    }
    const r = slot.getBoundingClientRect()
    const box = [r.top, r.left, r.width, r.height].map(Math.round).join()
    const still = box === lastBox && r.width > 0 && r.height > 0 && !isSettling(slot)
    lastBox = box
    frame.place(still ? { top: r.top, left: r.left, width: r.width, height: r.height } : null)
    raf = requestAnimationFrame(follow)
  }

  const onEvent = (event: FrameEvent) => {
    if (event.type === 'SHOW') {
      const s = store.getState()
      if (!state().showing) before = { open: s.open, view: s.router.view }
      patch({ showing: event.payload.reason })
      const view: ViewName =
        event.payload.reason === 'approve' ? 'ApproveTransaction' : 'EmbeddedWalletRecovery'
      if (s.router.view !== view) (router.push as (v: ViewName) => void)(view)
      if (!s.open) store.setState({ open: true })
      follow()
    } else if (event.type === 'HIDE') {
      patch({ showing: undefined })
      client?.place(null)
      const s = store.getState()
      const was = before
      before = undefined
      if (s.router.view !== 'ApproveTransaction' && s.router.view !== 'EmbeddedWalletRecovery') return
      // SPEC §4 transaction stack: success closes the dialog, or goes back to the view that asked
      if (was?.open) router.goBack()
      else store.setState({ open: false })
    } else if (event.type === 'ERROR') {
      patch({ frame: 'failed', problem: { code: event.payload.code } })
      alerts.show('EMBEDDED_WALLET_LOAD_FAILED')
    }
  }

  const frame = (): Promise<FrameClient> => {
    if (loading) return loading
    patch({ frame: 'loading' })
    const made = createFrameClient({
      src: frameUrl(ctx),
      onEvent,
      onInvalid: (reason) => {
        if (ctx.options.debug) console.warn(`[portico] dropped a frame message (${reason})`)
      },
      loadTimeoutMs: TIMEOUTS.iframeLoad,
      readyDelayMs: TIMEOUTS.readyDelay,
    })
    client = made
    loading = made.ready.then(
      () => {
        patch({ frame: 'ready' })
        syncFrame(made)
        return made
      },
      (e: unknown) => {
        // SPEC §8 'Network Error - Could not load embedded wallet'; the next attempt makes a new frame
        alerts.show('EMBEDDED_WALLET_LOAD_FAILED')
        patch({ frame: 'failed', problem: { code: 'LOAD_FAILED' } })
        made.destroy()
        client = undefined
        loading = undefined
        throw e
      },
    )
    return loading
  }

  /** SPEC §7 sync theme and dapp data: the frame's screens look like the dialog and name the app */
  let watchingFrame = false
  const syncFrame = (made: FrameClient) => {
    sendSync(made)
    if (watchingFrame) return
    watchingFrame = true
    offs.push(
      store.subscribe((s, prev) => {
        const now = client
        if (!now) return
        if (s.appearance !== prev.appearance) syncTheme(now)
        // the visitor closed the dialog over the frame's screen: the pending approvals are declined
        if (!s.open && prev.open && state().showing) {
          patch({ showing: undefined })
          now.place(null)
          before = undefined
          void now.request('REJECT_PENDING', {}, TIMEOUTS.connect).catch(() => undefined)
        }
      }),
    )
  }

  const syncTheme = (made: FrameClient) => {
    const { themeMode, themeVariables } = store.getState().appearance
    const dark =
      themeMode === 'dark' ||
      (themeMode === 'system' &&
        typeof matchMedia === 'function' &&
        matchMedia('(prefers-color-scheme: dark)').matches)
    const vars: Record<string, string | number> = {}
    for (const [k, v] of Object.entries(themeVariables ?? {}))
      if (typeof v === 'string' || typeof v === 'number') vars[k] = v
    void made
      .request('SYNC_THEME', { themeMode: dark ? 'dark' : 'light', themeVariables: vars }, TIMEOUTS.connect)
      .catch(() => undefined)
  }

  /** what the frame page is told first (again after a reload: it keeps nothing) */
  const sendSync = (made: FrameClient) => {
    syncTheme(made)
    const m = ctx.options.metadata
    const origin = typeof location === 'object' ? location.origin : ''
    void made
      .request(
        'SYNC_DAPP_DATA',
        {
          metadata: {
            name: (m?.name ?? (typeof document === 'object' ? document.title : '')).slice(0, 200),
            description: (m?.description ?? '').slice(0, 1000),
            url: (m?.url ?? origin).slice(0, 2000),
            icons: (m?.icons ?? []).slice(0, 8),
          },
          sdkVersion: ctx.options.sdkVersion.slice(0, 200),
          projectId: (ctx.options.projectId ?? '').slice(0, 200),
        },
        TIMEOUTS.connect,
      )
      .catch(() => undefined)
  }

  const request = async <T extends FrameRequestType>(
    type: T,
    payload: FrameRequestPayload<T>,
    timeoutMs: number | null = TIMEOUTS.connect,
  ): Promise<FrameSuccessPayload<T>> => {
    const made = await frame()
    try {
      return await made.request(type, payload, timeoutMs)
    } catch (e) {
      const code = isPorticoError(e) ? (e.details as { code?: string } | undefined)?.code : undefined
      // SPEC §8 'Embedded Wallet Request Timed Out'
      if (code === 'TIMEOUT') alerts.show('EMBEDDED_WALLET_TIMEOUT')
      // a reloaded frame that did not load: SPEC §8 'Network Error - Could not load embedded
      // wallet'; the next attempt makes a new frame
      if (code === 'LOAD_FAILED' && client === made) {
        alerts.show('EMBEDDED_WALLET_LOAD_FAILED')
        patch({ frame: 'failed' })
        made.destroy()
        client = undefined
        loading = undefined
      }
      throw e
    }
  }

  return {
    frame,
    request,
    async rpc(method, params, chainId) {
      try {
        const { result } = await request(
          'RPC_REQUEST',
          { chainId, method, ...(params === undefined ? {} : { params }) },
          UNSAFE.has(method) ? null : TIMEOUTS.rpc,
        )
        return result
      } catch (e) {
        if (isPorticoError(e, 'METHOD_NOT_ALLOWED'))
          toasts.show({ key: 'METHOD_NOT_ALLOWED' }, 'error', { delayMs: METHOD_NOT_ALLOWED_TOAST_DELAY_MS })
        // SPEC §4: rejected requests close the dialog
        else if (isPorticoError(e, 'USER_REJECTED') && UNSAFE.has(method)) store.setState({ open: false })
        throw e
      }
    },
    reload(delayMs) {
      const made = client
      if (!made) return
      void made.reload(delayMs).catch(() => undefined)
      sendSync(made)
    },
    setSlot(element) {
      slot = element
      follow()
    },
    state,
    patch,
    destroy() {
      cancelAnimationFrame(raf)
      for (const off of offs.splice(0)) off()
      client?.destroy()
      client = undefined
      loading = undefined
      wallets.delete(ctx)
    },
  }
}
