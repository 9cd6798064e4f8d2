// @vitest-environment happy-dom
import { FRAME_REQUEST_TYPES, frameRequest } from '@portico/core/features/email'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createFrameMessenger, getParentOrigin } from './frameMessenger.js'

const PAGE = 'http://127.0.0.1:5173'
const ID = '3f0c8a8e-8d4b-4c1e-9a4f-2b7f1f8e6a10'
/**
 * any origin (a MessageEvent's origin has no path), near misses of the page's first; built from
 * webAuthority because fc.webUrl spends ~10 ms of CPU per value on its paths (seconds a run)
 */
const otherOrigin = fc.oneof(
  fc.constantFrom('null', '', 'http://127.0.0.1:5174', 'https://127.0.0.1:5173', 'http://localhost:5173'),
  fc
    .tuple(
      fc.constantFrom('http', 'https', 'chrome-extension'),
      fc.webAuthority({ withPort: true, withIPv4: true }),
    )
    .map(([scheme, authority]) => `${scheme}://${authority}`),
)

function setup() {
  const self = new EventTarget() as unknown as Window
  const parent = { postMessage: vi.fn() }
  const onRequest = vi.fn()
  const warn = vi.fn()
  const messenger = createFrameMessenger({ self, parent, parentOrigin: PAGE, version: '1', onRequest, warn })
  const send = (data: unknown, origin = PAGE, source: unknown = parent) =>
    (self as unknown as EventTarget).dispatchEvent(
      new MessageEvent('message', { data, origin, source: source as Window }),
    )
  return { messenger, parent, onRequest, warn, send }
}

describe('frame messaging (SPEC §5 validated frame messages, §7)', () => {
  it('posts READY to the exact parent origin once listening', () => {
    const { parent } = setup()
    expect(parent.postMessage).toHaveBeenCalledTimes(1)
    expect(parent.postMessage).toHaveBeenCalledWith(
      { portico: 'frame/1', kind: 'event', type: 'READY', payload: { version: '1' } },
      PAGE,
    )
  })

  it('§5 takes a valid request from the parent window and origin', () => {
    const { send, onRequest } = setup()
    send(frameRequest('CONNECT_EMAIL', { email: 'a@example.com' }, ID))
    expect(onRequest).toHaveBeenCalledWith(frameRequest('CONNECT_EMAIL', { email: 'a@example.com' }, ID))
  })

  it('§5 drops a message from another origin, another window or that is not a request, and counts it', () => {
    const { send, onRequest, messenger, warn } = setup()
    const valid = frameRequest('IS_CONNECTED', {}, ID)
    send(valid, 'https://evil.example')
    send(valid, PAGE, window)
    send(valid, PAGE, null)
    send({ ...valid, type: 'STEAL_KEYS' })
    send({ ...valid, payload: { email: 'x' }, type: 'CONNECT_EMAIL' })
    send('{"portico":"frame/1"}')
    expect(onRequest).not.toHaveBeenCalled()
    expect(messenger.dropped).toBe(6)
    expect(warn).toHaveBeenCalledTimes(6)
  })

  it('answers to the exact parent origin, never "*"', () => {
    const { messenger, parent } = setup()
    messenger.respond({ portico: 'frame/1', kind: 'response', id: ID, type: 'RELOAD', ok: true, payload: {} })
    expect(parent.postMessage).toHaveBeenLastCalledWith(expect.objectContaining({ id: ID }), PAGE)
    expect(parent.postMessage.mock.calls.every(([, origin]) => origin === PAGE)).toBe(true)
  })

  it('§5 random garbage never throws and never gets an answer (fuzz)', () => {
    const { send, onRequest, parent } = setup()
    const garbage = fc.oneof(
      fc.anything(),
      fc.record({
        portico: fc.oneof(fc.constant('frame/1'), fc.string()),
        kind: fc.oneof(fc.constant('request'), fc.string()),
        id: fc.oneof(fc.uuid(), fc.string()),
        type: fc.oneof(fc.constantFrom(...FRAME_REQUEST_TYPES), fc.string()),
        payload: fc.anything(),
      }),
    )
    fc.assert(
      fc.property(garbage, fc.oneof(fc.constant(PAGE), otherOrigin), (data, origin) => {
        onRequest.mockClear()
        expect(() => send(data, origin === PAGE ? 'https://other.example' : origin)).not.toThrow()
        expect(onRequest).not.toHaveBeenCalled()
      }),
      { numRuns: 300 },
    )
    // only READY was ever posted
    expect(parent.postMessage).toHaveBeenCalledTimes(1)
  })

  it('§5 from the right window and origin, garbage is still never passed on unless it parses', () => {
    const { send, onRequest } = setup()
    fc.assert(
      fc.property(fc.anything(), (data) => {
        onRequest.mockClear()
        expect(() => send(data)).not.toThrow()
        expect(onRequest).not.toHaveBeenCalled()
      }),
      { numRuns: 300 },
    )
  })

  it('stop() stops listening', () => {
    const { messenger, send, onRequest } = setup()
    messenger.stop()
    send(frameRequest('IS_CONNECTED', {}, ID))
    expect(onRequest).not.toHaveBeenCalled()
  })
})

describe('getParentOrigin', () => {
  it('prefers ancestorOrigins (Chromium), else the referrer origin, else null', () => {
    expect(getParentOrigin({ ancestorOrigins: { length: 1, 0: PAGE } }, 'https://x.example/a')).toBe(PAGE)
    expect(getParentOrigin({}, `${PAGE}/some/page?q=1`)).toBe(PAGE)
    expect(getParentOrigin({}, '')).toBeNull()
    expect(getParentOrigin({ ancestorOrigins: { length: 1, 0: 'null' } }, '')).toBeNull()
  })
})
