import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPortico } from '../../createPortico.js'
import { createFakeAdapter, evmNetwork } from '../../test/createFakeAdapter.js'
import type { FrameClientOptions } from './createFrameClient.js'
import { type FrameRequest, frameEvent, frameSuccess } from './frameProtocol.js'

// the real frame client and embedded wallet over a document whose iframe records what the page
// posts (a mock of the browser is fine in a unit test; the e2e runs the real frame)
const fake = vi.hoisted(() => ({
  posted: [] as FrameRequest[],
  fromFrame: (_data: unknown) => undefined as unknown,
}))
vi.mock('./createFrameClient.js', async (original) => {
  const real = await original<typeof import('./createFrameClient.js')>()
  return {
    ...real,
    createFrameClient: (options: FrameClientOptions) => {
      const win = new EventTarget() as EventTarget & Window
      const frameWindow = { postMessage: (message: FrameRequest) => fake.posted.push(message) }
      const iframe = {
        contentWindow: frameWindow,
        setAttribute: () => undefined,
        getAttribute: () => null,
        removeAttribute: () => undefined,
        remove: () => undefined,
      }
      const document = {
        defaultView: win,
        createElement: () => iframe,
        body: { appendChild: () => undefined },
      } as unknown as Document
      fake.fromFrame = (data) =>
        win.dispatchEvent(
          Object.assign(new Event('message'), {
            data,
            origin: new URL(options.src).origin,
            source: frameWindow,
          }),
        )
      return real.createFrameClient({ ...options, document })
    },
  }
})

const { connectFarcaster, FARCASTER_RELOAD_DELAY_MS } = await import('./farcasterFlow.js')
const { emailStateOf } = await import('./emailFlow.js')

const ready = async () => {
  fake.fromFrame(frameEvent('READY', { version: '1' }))
  await vi.advanceTimersByTimeAsync(500)
}
const types = () => fake.posted.map((m) => m.type)
const last = (type: string) => [...fake.posted].reverse().find((m) => m.type === type)!
const answer = async (type: 'GET_FARCASTER_URI' | 'RELOAD', payload: object) => {
  fake.fromFrame(frameSuccess(type, last(type).id, payload as never))
  await vi.advanceTimersByTimeAsync(0)
}

function setup() {
  fake.posted = []
  const portico = createPortico({
    projectId: 'p',
    networks: [evmNetwork(31337)],
    adapters: [createFakeAdapter()],
    secureSiteUrl: 'http://localhost:8793',
  })
  portico.open()
  return portico
}

/** ConnectingFarcaster with its first channel on screen and the frame waiting on it */
async function onFarcaster(portico: ReturnType<typeof setup>) {
  void connectFarcaster(portico)
  await vi.advanceTimersByTimeAsync(0)
  await ready()
  await answer('GET_FARCASTER_URI', { url: 'https://farcaster.test/first' })
  expect(types()).toContain('CONNECT_FARCASTER')
  expect(emailStateOf(portico).farcasterUrl).toBe('https://farcaster.test/first')
}

describe('Sign In With Farcaster from the dialog (SPEC §2 ConnectingFarcaster)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('§2 back from ConnectingFarcaster without an address: the farcaster url is cleared and the frame reloads 100 ms later', async () => {
    const portico = setup()
    await onFarcaster(portico)
    portico.router.goBack()
    expect(emailStateOf(portico).farcasterUrl).toBeUndefined()
    await vi.advanceTimersByTimeAsync(FARCASTER_RELOAD_DELAY_MS - 1)
    expect(types()).not.toContain('RELOAD')
    await vi.advanceTimersByTimeAsync(1)
    expect(types()).toContain('RELOAD')
  })

  it('§2 Back and Farcaster again within the 100 ms: the new channel is asked of the reloaded frame, and its wait is not aborted by the reload', async () => {
    const portico = setup()
    await onFarcaster(portico)
    const before = fake.posted.length
    portico.router.goBack()
    void connectFarcaster(portico)
    await vi.advanceTimersByTimeAsync(FARCASTER_RELOAD_DELAY_MS - 1)
    // nothing goes to the frame that is about to reload
    expect(fake.posted.slice(before).map((m) => m.type)).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(fake.posted.slice(before).map((m) => m.type)).toEqual(['RELOAD'])
    await answer('RELOAD', {})
    // the old attempt's wait was aborted by the reload: it writes nothing over the new one
    expect(emailStateOf(portico)).toMatchObject({ busy: true })
    expect(emailStateOf(portico).problem).toBeUndefined()
    expect(fake.posted.slice(before).map((m) => m.type)).toEqual(['RELOAD'])
    await ready()
    // the reloaded frame is synced again (it keeps nothing), then asked for the new channel
    expect(fake.posted.slice(before + 1).map((m) => m.type)).toEqual([
      'SYNC_THEME',
      'SYNC_DAPP_DATA',
      'GET_FARCASTER_URI',
    ])
    await answer('GET_FARCASTER_URI', { url: 'https://farcaster.test/second' })
    expect(emailStateOf(portico)).toMatchObject({
      farcasterUrl: 'https://farcaster.test/second',
      busy: false,
    })
    expect(emailStateOf(portico).problem).toBeUndefined()
    // its wait is with the reloaded frame, and stays
    expect(types().at(-1)).toBe('CONNECT_FARCASTER')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(emailStateOf(portico).problem).toBeUndefined()
    expect(portico.getState().router.view).toBe('ConnectingFarcaster')
  })

  it('§9 Farcaster again while the frame reloads, and the reloaded frame never loads: the view says so after 20 s, with a retry that makes a new frame', async () => {
    const portico = setup()
    await onFarcaster(portico)
    portico.router.goBack()
    void connectFarcaster(portico)
    await vi.advanceTimersByTimeAsync(FARCASTER_RELOAD_DELAY_MS)
    await answer('RELOAD', {})
    await vi.advanceTimersByTimeAsync(20_000)
    expect(emailStateOf(portico)).toMatchObject({ busy: false, problem: { code: 'LOAD_FAILED' } })
    fake.posted = []
    void connectFarcaster(portico)
    await vi.advanceTimersByTimeAsync(0)
    await ready()
    expect(types()).toEqual(['SYNC_THEME', 'SYNC_DAPP_DATA', 'GET_FARCASTER_URI'])
  })
})
