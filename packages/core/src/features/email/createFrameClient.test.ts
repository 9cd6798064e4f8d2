import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isPorticoError } from '../../errors/PorticoError.js'
import { createFrameClient } from './createFrameClient.js'
import { type FrameRequest, frameEvent, frameFailure, frameSuccess } from './frameProtocol.js'

const ORIGIN = 'http://localhost:8793'

/** a document whose iframe's window records what the page posts (a mock is fine in a unit test) */
function fakeDocument() {
  const win = new EventTarget() as EventTarget & Window
  const posted: { message: FrameRequest; targetOrigin: string }[] = []
  const frameWindow = {
    postMessage: (message: FrameRequest, targetOrigin: string) => posted.push({ message, targetOrigin }),
  }
  const attrs = new Map<string, string>()
  const iframe = {
    id: '',
    title: '',
    src: '',
    tabIndex: 0,
    contentWindow: frameWindow,
    setAttribute: vi.fn((k: string, v: string) => attrs.set(k, v)),
    getAttribute: (k: string) => attrs.get(k) ?? null,
    removeAttribute: (k: string) => attrs.delete(k),
    remove: vi.fn(),
  }
  const doc = {
    defaultView: win,
    createElement: () => iframe,
    body: { appendChild: vi.fn() },
  } as unknown as Document
  const fromFrame = (data: unknown, opts: { origin?: string; source?: unknown } = {}) =>
    win.dispatchEvent(
      Object.assign(new Event('message'), {
        data,
        origin: opts.origin ?? ORIGIN,
        source: 'source' in opts ? opts.source : frameWindow,
      }),
    )
  return { doc, iframe, attrs, posted, fromFrame }
}

function setup() {
  const f = fakeDocument()
  const events: unknown[] = []
  const invalid: string[] = []
  const client = createFrameClient({
    src: `${ORIGIN}/frame?projectId=p&chainId=1&version=v&enableLogger=false`,
    onEvent: (e) => events.push(e),
    onInvalid: (r) => invalid.push(r),
    loadTimeoutMs: 20_000,
    readyDelayMs: 500,
    document: f.doc,
  })
  return { ...f, client, events, invalid }
}

describe('the page end of the embedded frame', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('§2 the frame is a hidden iframe with id w3m-iframe', () => {
    const { iframe, attrs } = setup()
    expect(iframe.id).toBe('w3m-iframe')
    expect(attrs.get('style')).toMatch(/visibility:hidden/)
    expect(attrs.get('aria-hidden')).toBe('true')
  })

  it('§4 the frame counts as initialised 500 ms after its ready event', async () => {
    const { client, fromFrame } = setup()
    let ready = false
    void client.ready.then(() => {
      ready = true
    })
    fromFrame(frameEvent('READY', { version: '1' }))
    await vi.advanceTimersByTimeAsync(499)
    expect(ready).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(ready).toBe(true)
  })

  it('§9 a frame that never says ready fails after 20 s', async () => {
    const { client } = setup()
    const failed = client.ready.catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(20_000)
    expect((await failed) as object).toMatchObject({ details: { code: 'LOAD_FAILED' } })
  })

  it('§7 each request has a random id, goes to the exact origin, and is answered by the same id', async () => {
    const { client, fromFrame, posted } = setup()
    fromFrame(frameEvent('READY', { version: '1' }))
    await vi.advanceTimersByTimeAsync(500)
    const a = client.request('IS_CONNECTED', {}, 30_000)
    const b = client.request('GET_CHAIN_ID', {}, 30_000)
    await vi.advanceTimersByTimeAsync(0)
    expect(posted).toHaveLength(2)
    expect(posted.every((p) => p.targetOrigin === ORIGIN)).toBe(true)
    expect(posted[0]!.message.id).not.toBe(posted[1]!.message.id)
    fromFrame(frameSuccess('GET_CHAIN_ID', posted[1]!.message.id, { chainId: 'eip155:1' }))
    fromFrame(frameSuccess('IS_CONNECTED', posted[0]!.message.id, { isConnected: true }))
    await expect(a).resolves.toEqual({ isConnected: true })
    await expect(b).resolves.toEqual({ chainId: 'eip155:1' })
  })

  it('§5 messages from another origin, another window, or not matching the schema are dropped', async () => {
    const { client, fromFrame, posted, invalid } = setup()
    fromFrame(frameEvent('READY', { version: '1' }))
    await vi.advanceTimersByTimeAsync(500)
    const answer = client.request('IS_CONNECTED', {}, 30_000)
    await vi.advanceTimersByTimeAsync(0)
    const id = posted[0]!.message.id
    fromFrame(frameSuccess('IS_CONNECTED', id, { isConnected: true }), { origin: 'http://evil.test' })
    fromFrame(frameSuccess('IS_CONNECTED', id, { isConnected: true }), { source: {} })
    fromFrame({ ...frameSuccess('IS_CONNECTED', id, { isConnected: true }), payload: { isConnected: 'yes' } })
    fromFrame(frameSuccess('GET_CHAIN_ID', id, { chainId: 'eip155:1' }))
    expect(invalid).toEqual(['origin', 'source', 'schema', 'unknown-id'])
    fromFrame(frameSuccess('IS_CONNECTED', id, { isConnected: false }))
    await expect(answer).resolves.toEqual({ isConnected: false })
  })

  it('§2 RELOAD: what was pending in the frame is aborted, and the next request waits for the reloaded frame’s ready', async () => {
    const { client, fromFrame, posted } = setup()
    fromFrame(frameEvent('READY', { version: '1' }))
    await vi.advanceTimersByTimeAsync(500)
    const waiting = client.request('CONNECT_FARCASTER', {}, null).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(0)
    const reload = client.request('RELOAD', {}, 30_000)
    await vi.advanceTimersByTimeAsync(0)
    fromFrame(frameSuccess('RELOAD', posted[1]!.message.id, {}))
    await expect(reload).resolves.toEqual({})
    expect(isPorticoError(await waiting, 'REQUEST_ABORTED')).toBe(true)
    // nothing is posted to the reloading frame until it is ready again (500 ms after READY)
    const next = client.request('IS_CONNECTED', {}, 30_000)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(posted).toHaveLength(2)
    fromFrame(frameEvent('READY', { version: '1' }))
    await vi.advanceTimersByTimeAsync(500)
    expect(posted).toHaveLength(3)
    fromFrame(frameSuccess('IS_CONNECTED', posted[2]!.message.id, { isConnected: false }))
    await expect(next).resolves.toEqual({ isConnected: false })
  })

  it('§2 a reload is pending from the moment it is asked: what is asked during the 100 ms and the reload goes to the reloaded frame once it is ready', async () => {
    const { client, fromFrame, posted } = setup()
    fromFrame(frameEvent('READY', { version: '1' }))
    await vi.advanceTimersByTimeAsync(500)
    // the old channel's wait, in the frame when the person goes back
    const oldWait = client.request('CONNECT_FARCASTER', {}, null).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(0)
    const reloaded = client.reload(100)
    // Farcaster again at once: nothing goes to the frame that is about to reload
    const uri = client.request('GET_FARCASTER_URI', {}, 30_000)
    await vi.advanceTimersByTimeAsync(99)
    expect(posted.map((p) => p.message.type)).toEqual(['CONNECT_FARCASTER'])
    // SPEC §2: 100 ms after it was asked, RELOAD goes out
    await vi.advanceTimersByTimeAsync(1)
    expect(posted.map((p) => p.message.type)).toEqual(['CONNECT_FARCASTER', 'RELOAD'])
    // asked while the frame is reloading: it waits too
    const later = client.request('IS_CONNECTED', {}, 30_000)
    await vi.advanceTimersByTimeAsync(0)
    fromFrame(frameSuccess('RELOAD', posted[1]!.message.id, {}))
    await expect(reloaded).resolves.toBeUndefined()
    expect(isPorticoError(await oldWait, 'REQUEST_ABORTED')).toBe(true)
    // the reloaded frame: nothing before its READY and SPEC §4's 500 ms
    await vi.advanceTimersByTimeAsync(2_000)
    expect(posted).toHaveLength(2)
    fromFrame(frameEvent('READY', { version: '1' }))
    await vi.advanceTimersByTimeAsync(499)
    expect(posted).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(posted.slice(2).map((p) => p.message.type)).toEqual(['GET_FARCASTER_URI', 'IS_CONNECTED'])
    // their timeouts count from when they went out: answered by the reloaded frame
    fromFrame(frameSuccess('GET_FARCASTER_URI', posted[2]!.message.id, { url: 'https://farcaster.test/x' }))
    fromFrame(frameSuccess('IS_CONNECTED', posted[3]!.message.id, { isConnected: false }))
    await expect(uri).resolves.toEqual({ url: 'https://farcaster.test/x' })
    await expect(later).resolves.toEqual({ isConnected: false })
  })

  it('§2 a request made before the reload was asked, not yet sent, is aborted: the page it was made for is gone', async () => {
    const { client, fromFrame, posted } = setup()
    // the frame is still loading: the request waits for its ready
    const early = client.request('GET_FARCASTER_URI', {}, 30_000).catch((e: unknown) => e)
    void client.reload(100)
    const after = client.request('GET_FARCASTER_URI', {}, 30_000)
    fromFrame(frameEvent('READY', { version: '1' }))
    await vi.advanceTimersByTimeAsync(500)
    expect(posted.map((p) => p.message.type)).toEqual(['RELOAD'])
    fromFrame(frameSuccess('RELOAD', posted[0]!.message.id, {}))
    fromFrame(frameEvent('READY', { version: '1' }))
    await vi.advanceTimersByTimeAsync(500)
    expect(isPorticoError(await early, 'REQUEST_ABORTED')).toBe(true)
    expect(posted.map((p) => p.message.type)).toEqual(['RELOAD', 'GET_FARCASTER_URI'])
    fromFrame(frameSuccess('GET_FARCASTER_URI', posted[1]!.message.id, { url: 'https://farcaster.test/y' }))
    await expect(after).resolves.toEqual({ url: 'https://farcaster.test/y' })
  })

  it('§2 a reload asked while one waits joins it (the later 100 ms counts); asked once RELOAD went out, the reloaded frame reloads again', async () => {
    const { client, fromFrame, posted } = setup()
    fromFrame(frameEvent('READY', { version: '1' }))
    await vi.advanceTimersByTimeAsync(500)
    void client.reload(100)
    await vi.advanceTimersByTimeAsync(60)
    // Back, Farcaster, Back again within the 100 ms: one reload, 100 ms after the last Back
    const abandoned = client.request('GET_FARCASTER_URI', {}, 30_000).catch((e: unknown) => e)
    void client.reload(100)
    await vi.advanceTimersByTimeAsync(99)
    expect(posted).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(posted.map((p) => p.message.type)).toEqual(['RELOAD'])
    // Farcaster and Back again while the frame reloads: once it is ready, it reloads again
    const abandonedToo = client.request('GET_FARCASTER_URI', {}, 30_000).catch((e: unknown) => e)
    const second = client.reload(100)
    fromFrame(frameSuccess('RELOAD', posted[0]!.message.id, {}))
    expect(isPorticoError(await abandoned, 'REQUEST_ABORTED')).toBe(true)
    fromFrame(frameEvent('READY', { version: '1' }))
    await vi.advanceTimersByTimeAsync(500)
    expect(posted.map((p) => p.message.type)).toEqual(['RELOAD', 'RELOAD'])
    const wanted = client.request('GET_FARCASTER_URI', {}, 30_000)
    fromFrame(frameSuccess('RELOAD', posted[1]!.message.id, {}))
    await expect(second).resolves.toBeUndefined()
    fromFrame(frameEvent('READY', { version: '1' }))
    await vi.advanceTimersByTimeAsync(500)
    expect(isPorticoError(await abandonedToo, 'REQUEST_ABORTED')).toBe(true)
    expect(posted.map((p) => p.message.type)).toEqual(['RELOAD', 'RELOAD', 'GET_FARCASTER_URI'])
    fromFrame(frameSuccess('GET_FARCASTER_URI', posted[2]!.message.id, { url: 'https://farcaster.test/z' }))
    await expect(wanted).resolves.toEqual({ url: 'https://farcaster.test/z' })
  })

  it('§9 a reloaded frame that never says ready: what waits for it fails (LOAD_FAILED) after 20 s, not never', async () => {
    const { client, fromFrame, posted } = setup()
    fromFrame(frameEvent('READY', { version: '1' }))
    await vi.advanceTimersByTimeAsync(500)
    void client.reload(100)
    const waiting = client.request('GET_FARCASTER_URI', {}, 30_000).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(100)
    fromFrame(frameSuccess('RELOAD', posted[0]!.message.id, {}))
    await vi.advanceTimersByTimeAsync(19_999)
    await vi.advanceTimersByTimeAsync(1)
    expect(await waiting).toMatchObject({ details: { code: 'LOAD_FAILED' } })
    expect(await client.request('IS_CONNECTED', {}, 30_000).catch((e: unknown) => e)).toMatchObject({
      details: { code: 'LOAD_FAILED' },
    })
    expect(posted).toHaveLength(1)
  })

  it('destroy ends what waits for a reload: REQUEST_ABORTED', async () => {
    const { client, fromFrame } = setup()
    fromFrame(frameEvent('READY', { version: '1' }))
    await vi.advanceTimersByTimeAsync(500)
    void client.reload(100).catch(() => undefined)
    const waiting = client.request('GET_FARCASTER_URI', {}, 30_000).catch((e: unknown) => e)
    client.destroy()
    expect(isPorticoError(await waiting, 'REQUEST_ABORTED')).toBe(true)
  })

  it('§8 an unanswered request times out; an error answer becomes a catalogue error', async () => {
    const { client, fromFrame, posted } = setup()
    fromFrame(frameEvent('READY', { version: '1' }))
    await vi.advanceTimersByTimeAsync(500)
    const slow = client.request('SIGN_OUT', {}, 3_000).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(3_000)
    expect(await slow).toMatchObject({ details: { code: 'TIMEOUT' } })
    const rejected = client.request('RPC_REQUEST', { chainId: 'eip155:1', method: 'personal_sign' }, null)
    await vi.advanceTimersByTimeAsync(0)
    fromFrame(
      frameFailure('RPC_REQUEST', posted[1]!.message.id, {
        code: 'USER_REJECTED',
        message: 'User rejected',
        rpcCode: 4001,
      }),
    )
    const e = await rejected.catch((x: unknown) => x)
    expect(isPorticoError(e, 'USER_REJECTED')).toBe(true)
    expect((e as { rpcCode?: number }).rpcCode).toBe(4001)
  })

  it('events other than READY reach the owner; place() shows the frame over a rect and hides it', async () => {
    const { client, fromFrame, events, attrs, iframe } = setup()
    fromFrame(frameEvent('SHOW', { reason: 'approve' }))
    expect(events).toEqual([frameEvent('SHOW', { reason: 'approve' })])
    client.place({ top: 10, left: 20, width: 360, height: 520 })
    expect(attrs.get('style')).toMatch(/top:10px;left:20px;width:360px;height:520px/)
    expect(attrs.has('aria-hidden')).toBe(false)
    // the page checks the place every animation frame: the same place writes nothing
    const writes = vi.mocked(iframe.setAttribute).mock.calls.length
    client.place({ top: 10.2, left: 20, width: 360, height: 520 })
    expect(vi.mocked(iframe.setAttribute).mock.calls.length).toBe(writes)
    client.place(null)
    expect(attrs.get('style')).toMatch(/visibility:hidden/)
  })
})
