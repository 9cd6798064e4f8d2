// @vitest-environment happy-dom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPortico } from '../../createPortico.js'
import { porticoError } from '../../errors/errorCatalogue.js'
import { featureContextOf } from '../../portico/featureContextOf.js'
import { createFakeAdapter, evmNetwork } from '../../test/createFakeAdapter.js'
import type { FrameClientOptions } from './createFrameClient.js'
import type { FrameEvent } from './frameProtocol.js'

// the frame client is scripted (a mock is fine in a unit test; the e2e runs the real frame)
const frame = vi.hoisted(() => ({
  options: undefined as FrameClientOptions | undefined,
  requests: [] as { type: string; payload: unknown; timeout: number | null }[],
  answer: (() => Promise.resolve({})) as (type: string, payload: unknown) => Promise<unknown>,
  placed: [] as unknown[],
  ready: Promise.resolve() as Promise<void>,
}))
vi.mock('./createFrameClient.js', async (original) => ({
  ...(await original<typeof import('./createFrameClient.js')>()),
  createFrameClient: (options: FrameClientOptions) => {
    frame.options = options
    return {
      ready: frame.ready,
      element: document.createElement('iframe'),
      request: (type: string, payload: unknown, timeout: number | null) => {
        frame.requests.push({ type, payload, timeout })
        return frame.answer(type, payload)
      },
      place: (rect: unknown) => frame.placed.push(rect),
      destroy: () => undefined,
    }
  },
}))

const { embeddedWalletOf, frameUrl } = await import('./embeddedWallet.js')

function setup(debug = true) {
  frame.requests = []
  frame.placed = []
  frame.ready = Promise.resolve()
  frame.answer = () => Promise.resolve({})
  const portico = createPortico({
    projectId: 'lab',
    networks: [evmNetwork(31337)],
    adapters: [createFakeAdapter()],
    secureSiteUrl: 'http://localhost:8793',
    debug,
  })
  return { portico, wallet: embeddedWalletOf(featureContextOf(portico)) }
}
const emit = (event: FrameEvent) => frame.options?.onEvent(event)
/** the dialog's slot, laid out at `box` (happy-dom has no layout; the box may change later) */
function slotAt(box: { top: number; left: number; width: number; height: number }) {
  const slot = document.createElement('div')
  document.body.appendChild(slot)
  slot.getBoundingClientRect = () => ({
    ...box,
    right: 0,
    bottom: 0,
    x: box.left,
    y: box.top,
    toJSON: () => box,
  })
  return slot
}
const show = (reason: 'approve' | 'recovery-save') =>
  emit({ portico: 'frame/1', kind: 'event', type: 'SHOW', payload: { reason } })
const hide = () => emit({ portico: 'frame/1', kind: 'event', type: 'HIDE', payload: {} })

describe('the embedded wallet on the page', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('§2 the frame URL carries projectId, chainId, version and enableLogger', () => {
    const { portico } = setup()
    const url = new URL(frameUrl(featureContextOf(portico)))
    expect(url.origin + url.pathname).toBe('http://localhost:8793/frame')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'lab',
      chainId: '31337',
      version: portico.options.sdkVersion,
      enableLogger: 'true',
    })
  })

  it('§7 the theme and the dapp data are synced once the frame is ready, and again when the theme changes', async () => {
    const { portico, wallet } = setup()
    await wallet.frame()
    expect(frame.requests.map((r) => r.type)).toEqual(['SYNC_THEME', 'SYNC_DAPP_DATA'])
    await portico.setThemeMode('dark')
    expect(frame.requests.at(-1)).toMatchObject({ type: 'SYNC_THEME', payload: { themeMode: 'dark' } })
  })

  it("§8 an unknown method: 'method not allowed' shows 300 ms later", async () => {
    const { portico, wallet } = setup()
    frame.answer = async (type) => {
      if (type === 'RPC_REQUEST') throw porticoError('METHOD_NOT_ALLOWED', { rpcCode: 4200 })
      return {}
    }
    await expect(wallet.rpc('eth_sign', [], 'eip155:31337')).rejects.toMatchObject({
      code: 'METHOD_NOT_ALLOWED',
    })
    expect(portico.getState().toast).toBeNull()
    await vi.advanceTimersByTimeAsync(300)
    expect(portico.getState().toast).toMatchObject({ key: 'METHOD_NOT_ALLOWED' })
  })

  it('§9 reads time out after 10 s; requests a person approves have no timeout', async () => {
    const { wallet } = setup()
    await wallet.rpc('eth_getBalance', ['0x0', 'latest'], 'eip155:31337')
    await wallet.rpc('personal_sign', ['0x00', '0x0'], 'eip155:31337')
    const rpc = frame.requests.filter((r) => r.type === 'RPC_REQUEST')
    expect(rpc.map((r) => r.timeout)).toEqual([10_000, null])
  })

  it('§4 ApproveTransaction: the frame shows over the view; success goes back to the view that asked', async () => {
    const { portico, wallet } = setup()
    await wallet.frame()
    portico.open()
    portico.router.push('Networks')
    show('approve')
    expect(portico.getState().router.view).toBe('ApproveTransaction')
    const slot = slotAt({ top: 100, left: 400, width: 326, height: 520 })
    wallet.setSlot(slot)
    await vi.advanceTimersByTimeAsync(50)
    expect(frame.placed.at(-1)).toMatchObject({ top: 100, left: 400, width: 326, height: 520 })
    hide()
    expect(frame.placed.at(-1)).toBeNull()
    expect(portico.getState().router.view).toBe('Networks')
    expect(portico.getState().open).toBe(true)
  })

  it('the frame is placed only where it stays: not while the view slides in, hidden when the slot moves, placed anew once still (issue 27)', async () => {
    const { portico, wallet } = setup()
    await wallet.frame()
    portico.open()
    show('recovery-save')
    const box = { top: 100, left: 416, width: 326, height: 520 }
    const slot = slotAt(box)
    // the view's slide-in runs
    let sliding = true
    slot.getAnimations = () =>
      sliding
        ? [
            {
              playState: 'running',
              pending: false,
              effect: { getComputedTiming: () => ({ endTime: 150 }) },
            } as never,
          ]
        : []
    wallet.setSlot(slot)
    for (const left of [412, 406, 400, 400, 400]) {
      box.left = left
      await vi.advanceTimersByTimeAsync(16)
    }
    expect(frame.placed.filter(Boolean)).toEqual([])
    // the slide-in is over and the slot stood still for one animation frame: placed there, and
    // left there (the same place every animation frame)
    sliding = false
    await vi.advanceTimersByTimeAsync(100)
    expect(new Set(frame.placed.filter(Boolean).map((p) => JSON.stringify(p)))).toEqual(
      new Set([JSON.stringify({ top: 100, left: 400, width: 326, height: 520 })]),
    )
    expect(frame.placed.at(-1)).not.toBeNull()
    // the window is resized: the dialog moves, the frame is hidden, then placed where it stands
    box.left = 300
    await vi.advanceTimersByTimeAsync(16)
    expect(frame.placed.at(-1)).toBeNull()
    await vi.advanceTimersByTimeAsync(50)
    expect(frame.placed.at(-1)).toEqual({ top: 100, left: 300, width: 326, height: 520 })
  })

  it('§4 an approval asked while the dialog was closed opens it, and closes it when done', async () => {
    const { portico, wallet } = setup()
    await wallet.frame()
    show('approve')
    expect(portico.getState().open).toBe(true)
    hide()
    expect(portico.getState().open).toBe(false)
  })

  it('§4 a rejected request closes the dialog; closing the dialog over the frame declines what is pending', async () => {
    const { portico, wallet } = setup()
    await wallet.frame()
    show('approve')
    frame.answer = async () => {
      throw porticoError('USER_REJECTED', { rpcCode: 4001 })
    }
    await expect(wallet.rpc('personal_sign', ['0x00', '0x0'], 'eip155:31337')).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    expect(portico.getState().open).toBe(false)

    frame.answer = () => Promise.resolve({})
    show('approve')
    portico.close()
    expect(frame.requests.at(-1)?.type).toBe('REJECT_PENDING')
    expect(wallet.state().showing).toBeUndefined()
  })

  it('§8 a frame that does not load: Network Error - Could not load embedded wallet; a timeout: Embedded Wallet Request Timed Out', async () => {
    const { portico, wallet } = setup()
    frame.ready = Promise.reject(porticoError('AN_ERROR_OCCURRED', { details: { code: 'LOAD_FAILED' } }))
    await expect(wallet.frame()).rejects.toBeTruthy()
    expect(portico.getState().alert).toMatchObject({ key: 'EMBEDDED_WALLET_LOAD_FAILED' })
    expect(wallet.state()).toMatchObject({ frame: 'failed', problem: { code: 'LOAD_FAILED' } })

    const again = setup()
    again.portico.dismissAlert()
    frame.answer = async () => {
      throw porticoError('AN_ERROR_OCCURRED', { details: { code: 'TIMEOUT' } })
    }
    await expect(again.wallet.request('IS_CONNECTED', {})).rejects.toBeTruthy()
    expect(again.portico.getState().alert).toMatchObject({ key: 'EMBEDDED_WALLET_TIMEOUT' })
  })
})
