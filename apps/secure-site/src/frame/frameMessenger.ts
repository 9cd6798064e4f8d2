/**
 * The frame's end of the postMessage channel (SPEC §5 "Messages to and from the embedded frame
 * are validated against schemas", §7 "Embedded frame messaging"; docs/embedded-wallet.md).
 *
 * A message is taken only when it comes from the window that embeds us (`event.source ===
 * window.parent`), from the page's origin (`event.origin === parentOrigin`) and parses as a
 * request; everything else is dropped and counted (logged when enableLogger is on). Answers and
 * events are posted to that exact origin, never '*'.
 */
import {
  type FrameEvent,
  type FrameRequest,
  type FrameResponse,
  frameEvent,
  parseFrameRequest,
} from '@portico/core/features/email'

/** The page's origin: Chromium's `ancestorOrigins`, else the referrer's origin; null when unknown. */
export function getParentOrigin(
  location: { ancestorOrigins?: { length: number; [i: number]: string } },
  referrer: string,
): string | null {
  const ancestor = location.ancestorOrigins?.[0]
  if (ancestor && ancestor !== 'null') return ancestor
  try {
    const origin = new URL(referrer).origin
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

export interface FrameMessengerOptions {
  /** the frame's own window (listens to its `message` events) */
  self: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** the embedding window: the only accepted source, the only target */
  parent: { postMessage(message: unknown, targetOrigin: string): void }
  parentOrigin: string
  version: string
  onRequest(request: FrameRequest): void
  /** when set (enableLogger=true), a dropped message is reported here */
  warn?: (message: string) => void
}

export interface FrameMessenger {
  respond(response: FrameResponse): void
  emit(event: FrameEvent): void
  /** messages dropped so far (wrong source, wrong origin or not a request) */
  readonly dropped: number
  stop(): void
}

export function createFrameMessenger(options: FrameMessengerOptions): FrameMessenger {
  const { self, parent, parentOrigin } = options
  let dropped = 0
  const drop = (why: string) => {
    dropped++
    options.warn?.(`[portico frame] dropped a message: ${why}`)
  }
  const listener = (event: Event) => {
    const { source, origin, data } = event as MessageEvent
    if (source !== parent) return drop('not from the embedding page')
    if (origin !== parentOrigin) return drop(`origin ${String(origin).slice(0, 100)} is not the page's`)
    const request = parseFrameRequest(data)
    if (!request) return drop('not a valid request')
    options.onRequest(request)
  }
  const post = (message: FrameResponse | FrameEvent) => parent.postMessage(message, parentOrigin)
  self.addEventListener('message', listener)
  post(frameEvent('READY', { version: options.version }))
  return {
    respond: post,
    emit: post,
    get dropped() {
      return dropped
    },
    stop() {
      self.removeEventListener('message', listener)
    },
  }
}
