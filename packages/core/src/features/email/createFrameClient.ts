/**
 * The page's end of the embedded-wallet frame (SPEC §2 hidden frame `w3m-iframe`, §4 frame
 * readiness, §5 validated messages, §7 request ids, §9 timeouts; docs/embedded-wallet.md).
 *
 * Written by hand: postMessage with a request id is a few lines, and no library checks both the
 * origin and the source of every message the way this must. Every message from the frame is
 * accepted only from the frame's window and origin and only when it parses; anything else is
 * dropped and reported. Requests are posted to the frame's exact origin, never '*'.
 */
import { porticoError } from '../../errors/errorCatalogue.js'
import {
  type FrameError,
  type FrameEvent,
  type FrameRequestPayload,
  type FrameRequestType,
  type FrameSuccessPayload,
  frameRequest,
  parseFrameMessage,
} from './frameProtocol.js'

export interface FrameClientOptions {
  /** the frame page's URL (secure site origin, SPEC §2 query parameters) */
  src: string
  /** frame events other than READY (SHOW, HIDE, ERROR) */
  onEvent(event: FrameEvent): void
  /** a message that was dropped (wrong source, wrong origin, or not a protocol message) */
  onInvalid?(reason: 'source' | 'origin' | 'schema' | 'unknown-id'): void
  loadTimeoutMs: number
  /** SPEC §4: the frame counts as initialised this long after its ready event */
  readyDelayMs: number
  document?: Document
}

export interface FrameRect {
  top: number
  left: number
  width: number
  height: number
}

export interface FrameClient {
  /** resolves once the frame is initialised; rejects (LOAD_FAILED) when it did not load in time */
  readonly ready: Promise<void>
  /** a request answered by the frame's success payload, or rejected with its error (timeout: `null` = none) */
  request<T extends FrameRequestType>(
    type: T,
    payload: FrameRequestPayload<T>,
    timeoutMs: number | null,
  ): Promise<FrameSuccessPayload<T>>
  /**
   * SPEC §2 "reloads the embedded wallet": the frame page reloads `delayMs` from now (RELOAD). The
   * reload is pending from this call: a request made from now on (during the delay and the reload)
   * waits and goes to the reloaded frame once it is initialised (its READY, SPEC §4); what was
   * pending in the old frame is aborted when it answers RELOAD, and a request made before this
   * call that had not gone out yet is aborted too (REQUEST_ABORTED). Resolves once the frame
   * answered RELOAD. A reload asked while one is pending joins it (the later delay counts); one
   * asked after RELOAD went out reloads the reloaded frame again.
   */
  reload(delayMs: number): Promise<void>
  /**
   * shows the frame over `rect` (its own screens), or hides it again with `null` (0×0). The caller
   * never moves a shown frame: it hides it and places it anew once the new place is still, so the
   * frame's screens see every new place as a resize (embeddedWallet.ts, the secure site's
   * visibilityGuard.ts)
   */
  place(rect: FrameRect | null): void
  readonly element: HTMLIFrameElement
  destroy(): void
}

/** an error from the frame, as a catalogue error (its code in details) */
export function frameErrorToPortico(error: FrameError) {
  if (error.code === 'USER_REJECTED') return porticoError('USER_REJECTED', { rpcCode: 4001, details: error })
  if (error.code === 'METHOD_NOT_ALLOWED')
    return porticoError('METHOD_NOT_ALLOWED', { rpcCode: error.rpcCode ?? 4200, details: error })
  return porticoError('AN_ERROR_OCCURRED', {
    ...(error.rpcCode ? { rpcCode: error.rpcCode } : {}),
    details: error,
  })
}

const HIDDEN =
  'position:fixed;top:0;left:0;width:0;height:0;border:0;opacity:0;pointer-events:none;visibility:hidden;color-scheme:normal'

const uuid = () => globalThis.crypto.randomUUID()

interface Deferred {
  promise: Promise<void>
  resolve(): void
  reject(e: unknown): void
}
/** a promise settled from outside; nobody waiting on its failure is not an unhandled rejection */
function deferred(): Deferred {
  let resolve!: () => void
  let reject!: (e: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  promise.catch(() => undefined)
  return { promise, resolve, reject }
}
const px = (n: number) => `${Math.round(n)}px`

export function createFrameClient(opts: FrameClientOptions): FrameClient {
  const doc = opts.document ?? document
  const win = doc.defaultView ?? window
  const origin = new URL(opts.src).origin
  const iframe = doc.createElement('iframe')
  iframe.id = 'w3m-iframe'
  iframe.title = 'Portico secure wallet'
  iframe.setAttribute('style', HIDDEN)
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  // the frame finds the page's origin from the referrer where ancestorOrigins is missing; its
  // recovery screen copies the code to the clipboard
  iframe.setAttribute('referrerpolicy', 'origin')
  iframe.setAttribute('allow', 'clipboard-write')
  iframe.src = opts.src

  const pending = new Map<
    string,
    {
      type: FrameRequestType
      resolve(v: unknown): void
      reject(e: unknown): void
      timer?: ReturnType<typeof setTimeout>
    }
  >()
  const loadFailed = () => porticoError('AN_ERROR_OCCURRED', { details: { code: 'LOAD_FAILED' } })

  /** the frame page now in the iframe is initialised (SPEC §4: its READY, then the ready delay) */
  let page = deferred()
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  let loadTimer: ReturnType<typeof setTimeout> | undefined
  /** SPEC §9: a frame page that does not say READY in time did not load */
  const awaitLoad = () => {
    clearTimeout(loadTimer)
    const loading = page
    loadTimer = setTimeout(() => loading.reject(loadFailed()), opts.loadTimeoutMs)
  }
  awaitLoad()

  /**
   * Reloads (SPEC §2). `asked` counts the reload() calls; `reloaded` is the count the last RELOAD
   * the frame answered was sent for. A request remembers `asked` when it is made: it goes out once
   * no reload is waiting (`gate`) and the page is initialised, and is aborted when a reload asked
   * after it is answered first (the page it was made for is gone).
   */
  let asked = 0
  let reloaded = 0
  /** the count the RELOAD on its way was sent for */
  let sending = 0
  let notBefore = 0
  let gate: Deferred | undefined
  let answered: { upTo: number; settle: Deferred }[] = []
  /** the requests waiting to go out */
  const queued = new Set<{ madeFor: number; abort(e: unknown): void }>()
  let destroyed = false

  /** every request that went to the frame page (it is gone: a reload, or destroy) */
  const abortPending = () => {
    for (const [id, p] of pending) {
      clearTimeout(p.timer)
      pending.delete(id)
      p.reject(porticoError('REQUEST_ABORTED'))
    }
  }

  /**
   * RELOAD answered: the frame page reloads once its answer is posted. What was pending there is
   * gone, and so is what waited to go out but was made before the reload was asked; the rest waits
   * for the new page's READY. Run as the answer arrives, before any later message.
   */
  const reloading = () => {
    const upTo = sending
    abortPending()
    for (const q of queued) if (q.madeFor < upTo) q.abort(porticoError('REQUEST_ABORTED'))
    clearTimeout(readyTimer)
    readyTimer = undefined
    page = deferred()
    awaitLoad()
    reloaded = upTo
    for (const a of answered.filter((x) => x.upTo <= upTo)) a.settle.resolve()
    answered = answered.filter((x) => x.upTo > upTo)
  }

  /** posts a request to the frame page now (the caller knows it is initialised) */
  const post = <T extends FrameRequestType>(
    type: T,
    payload: FrameRequestPayload<T>,
    timeoutMs: number | null,
  ): Promise<FrameSuccessPayload<T>> => {
    const target = iframe.contentWindow
    if (!target) return Promise.reject(loadFailed())
    const id = uuid()
    return new Promise((resolve, reject) => {
      const entry: typeof pending extends Map<string, infer V> ? V : never = {
        type,
        resolve: resolve as (v: unknown) => void,
        reject,
      }
      if (timeoutMs !== null)
        entry.timer = setTimeout(() => {
          pending.delete(id)
          reject(porticoError('AN_ERROR_OCCURRED', { details: { code: 'TIMEOUT' } }))
        }, timeoutMs)
      pending.set(id, entry)
      target.postMessage(frameRequest(type, payload, id), origin)
    })
  }

  /** the reloads asked, one after the other, until the page is the one asked for last */
  const runReloads = async (open: Deferred) => {
    try {
      for (;;) {
        // RELOAD goes to an initialised page, no sooner than SPEC §2's delay after the last ask
        await page.promise
        if (destroyed) return
        if (reloaded >= asked) break
        const wait = notBefore - Date.now()
        if (wait > 0) {
          await new Promise((resolve) => setTimeout(resolve, wait))
          continue
        }
        sending = asked
        await post('RELOAD', {}, opts.loadTimeoutMs)
      }
      gate = undefined
      open.resolve()
    } catch {
      // a page that did not load, or did not answer RELOAD, is lost: what waits fails
      // (LOAD_FAILED), and so does what comes later (the embedded wallet then makes a new frame)
      const error = destroyed ? porticoError('REQUEST_ABORTED') : loadFailed()
      if (!destroyed) {
        clearTimeout(loadTimer)
        page = deferred()
        page.reject(error)
      }
      gate = undefined
      open.reject(error)
      for (const a of answered.splice(0)) a.settle.reject(error)
    }
  }

  /** what a request made now waits for before it goes out */
  const current = () => gate?.promise ?? page.promise

  const onMessage = (event: MessageEvent) => {
    // only the frame's own window may speak for it, and only from its origin
    if (event.source !== iframe.contentWindow) return opts.onInvalid?.('source')
    if (event.origin !== origin) return opts.onInvalid?.('origin')
    const message = parseFrameMessage(event.data)
    if (!message) return opts.onInvalid?.('schema')
    if (message.kind === 'event') {
      if (message.type === 'READY') {
        clearTimeout(loadTimer)
        const loading = page
        readyTimer ??= setTimeout(() => loading.resolve(), opts.readyDelayMs)
        return
      }
      opts.onEvent(message)
      return
    }
    const waiting = pending.get(message.id)
    if (!waiting || waiting.type !== message.type) return opts.onInvalid?.('unknown-id')
    pending.delete(message.id)
    clearTimeout(waiting.timer)
    if (message.ok && message.type === 'RELOAD') reloading()
    if (message.ok) waiting.resolve(message.payload)
    else waiting.reject(frameErrorToPortico(message.error))
  }
  win.addEventListener('message', onMessage)
  doc.body.appendChild(iframe)

  const reload = (delayMs: number): Promise<void> => {
    if (destroyed) return Promise.reject(porticoError('REQUEST_ABORTED'))
    asked += 1
    notBefore = Math.max(notBefore, Date.now() + delayMs)
    const settle = deferred()
    answered.push({ upTo: asked, settle })
    if (!gate) {
      gate = deferred()
      void runReloads(gate)
    }
    return settle.promise
  }

  /** waits until the request may go out: the page it was made for, initialised */
  const turn = async () => {
    const madeFor = asked
    let abort!: (e: unknown) => void
    const aborted = new Promise<never>((_, reject) => {
      abort = reject
    })
    aborted.catch(() => undefined)
    const entry = { madeFor, abort }
    queued.add(entry)
    try {
      // a reload asked meanwhile: wait for the page it brings (again, if another is asked)
      for (let waitFor = current(); ; ) {
        await Promise.race([waitFor, aborted])
        if (destroyed || reloaded > madeFor) throw porticoError('REQUEST_ABORTED')
        const now = current()
        if (now === waitFor) return
        waitFor = now
      }
    } finally {
      queued.delete(entry)
    }
  }

  return {
    get ready() {
      return current()
    },
    element: iframe,
    async request(type, payload, timeoutMs) {
      if (type === 'RELOAD') {
        await reload(0)
        return {} as FrameSuccessPayload<typeof type>
      }
      await turn()
      return post(type, payload, timeoutMs)
    },
    reload,
    place(rect) {
      // the same place again changes nothing (the page checks it every animation frame)
      const style = rect
        ? `position:fixed;top:${px(rect.top)};left:${px(rect.left)};width:${px(rect.width)};height:${px(rect.height)};border:0;z-index:2147483647;color-scheme:normal;background:transparent`
        : HIDDEN
      if (iframe.getAttribute('style') === style) return
      iframe.setAttribute('style', style)
      if (rect) {
        iframe.removeAttribute('aria-hidden')
        iframe.tabIndex = 0
      } else {
        iframe.setAttribute('aria-hidden', 'true')
        iframe.tabIndex = -1
      }
    },
    destroy() {
      destroyed = true
      clearTimeout(loadTimer)
      clearTimeout(readyTimer)
      win.removeEventListener('message', onMessage)
      abortPending()
      // requests waiting for a page that will not come
      for (const q of queued) q.abort(porticoError('REQUEST_ABORTED'))
      page.reject(porticoError('REQUEST_ABORTED'))
      gate?.reject(porticoError('REQUEST_ABORTED'))
      for (const a of answered.splice(0)) a.settle.reject(porticoError('REQUEST_ABORTED'))
      iframe.remove()
    },
  }
}
