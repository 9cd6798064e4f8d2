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
  let settleReady: { resolve(): void; reject(e: unknown): void } | undefined
  let ready = new Promise<void>((resolve, reject) => {
    settleReady = { resolve, reject }
  })
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  /**
   * RELOAD answered: the frame page reloads. What was pending there is gone (aborted), and
   * requests wait for its next READY (SPEC §2: the embedded wallet is reloaded)
   */
  const reloading = () => {
    for (const [id, p] of pending) {
      clearTimeout(p.timer)
      pending.delete(id)
      p.reject(porticoError('REQUEST_ABORTED'))
    }
    clearTimeout(readyTimer)
    readyTimer = undefined
    ready = new Promise<void>((resolve, reject) => {
      settleReady = { resolve, reject }
    })
    ready.catch(() => undefined)
  }
  const loadTimer = setTimeout(
    () => settleReady?.reject(porticoError('AN_ERROR_OCCURRED', { details: { code: 'LOAD_FAILED' } })),
    opts.loadTimeoutMs,
  )
  ready.catch(() => undefined)

  const onMessage = (event: MessageEvent) => {
    // only the frame's own window may speak for it, and only from its origin
    if (event.source !== iframe.contentWindow) return opts.onInvalid?.('source')
    if (event.origin !== origin) return opts.onInvalid?.('origin')
    const message = parseFrameMessage(event.data)
    if (!message) return opts.onInvalid?.('schema')
    if (message.kind === 'event') {
      if (message.type === 'READY') {
        clearTimeout(loadTimer)
        readyTimer ??= setTimeout(() => settleReady?.resolve(), opts.readyDelayMs)
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

  return {
    get ready() {
      return ready
    },
    element: iframe,
    async request(type, payload, timeoutMs) {
      await ready
      const target = iframe.contentWindow
      if (!target) throw porticoError('AN_ERROR_OCCURRED', { details: { code: 'LOAD_FAILED' } })
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
    },
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
      clearTimeout(loadTimer)
      clearTimeout(readyTimer)
      win.removeEventListener('message', onMessage)
      for (const [, p] of pending) {
        clearTimeout(p.timer)
        p.reject(porticoError('REQUEST_ABORTED'))
      }
      pending.clear()
      iframe.remove()
    },
  }
}
