// @vitest-environment happy-dom
import type { FrameEvent } from '@portico/core/features/email'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { presentRecoverySave } from './recoverySaveScreen.js'
import { createScreenHost } from './screenHost.js'
import type { GuardEnv } from './visibilityGuard.js'

/** the frame's window as the page sizes it: 0×0 while hidden */
function frameWindow() {
  const view = Object.assign(new EventTarget(), { innerWidth: 0, innerHeight: 0 })
  const place = (width: number, height: number) => {
    Object.assign(view, { innerWidth: width, innerHeight: height })
    view.dispatchEvent(new Event('resize'))
  }
  return { view, place }
}

function setup() {
  document.body.replaceChildren()
  const root = document.createElement('div')
  document.body.append(root)
  const events: FrameEvent[] = []
  const { view, place } = frameWindow()
  const rendered: (() => void)[] = []
  const env: GuardEnv = {
    document: Object.assign(new EventTarget(), {
      visibilityState: 'visible',
    }) as unknown as GuardEnv['document'],
    view: view as unknown as GuardEnv['view'],
    requestAnimationFrame: (cb) => rendered.push(cb),
  }
  const host = createScreenHost(root, (e) => events.push(e), env)
  /** the frame renders one animation frame */
  const render = () => {
    for (const cb of rendered.splice(0)) cb()
  }
  return { root, host, place, render, events }
}

describe('screen host: pointer input only once the frame is placed and still (issue 27)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('a screen takes no pointer input while the page has not placed the frame, then 600 ms after it stood still and rendered', async () => {
    const { root, host, place, render } = setup()
    const armed = vi.fn()
    host.show('recovery-save', document.createElement('main'), null, armed)
    expect(root.dataset.armed).toBe('false')
    // drawn but not placed (0×0): nothing to press, however long
    await vi.advanceTimersByTimeAsync(2000)
    render()
    render()
    expect(root.dataset.armed).toBe('false')
    // placed: 600 ms, then two rendered frames
    place(326, 520)
    await vi.advanceTimersByTimeAsync(599)
    expect(root.dataset.armed).toBe('false')
    await vi.advanceTimersByTimeAsync(1)
    render()
    expect(root.dataset.armed).toBe('false')
    render()
    expect(root.dataset.armed).toBe('true')
    expect(armed).toHaveBeenLastCalledWith(true)
  })

  it('placed anew (any resize) disarms and the count starts again; hiding the screen clears the mark', async () => {
    const { root, host, place, render, events } = setup()
    void presentRecoverySave(host, 'ABCD', async () => {})
    place(326, 520)
    await vi.advanceTimersByTimeAsync(600)
    render()
    render()
    expect(root.dataset.armed).toBe('true')
    // the dialog moved: the page hid the frame and placed it again elsewhere
    place(0, 0)
    expect(root.dataset.armed).toBe('false')
    place(326, 520)
    await vi.advanceTimersByTimeAsync(300)
    place(330, 520) // moved again before the count was over
    await vi.advanceTimersByTimeAsync(599)
    render()
    render()
    expect(root.dataset.armed).toBe('false')
    await vi.advanceTimersByTimeAsync(1)
    render()
    render()
    expect(root.dataset.armed).toBe('true')
    host.hide()
    expect(root.dataset.armed).toBeUndefined()
    expect(events.map((e) => e.type)).toEqual(['SHOW', 'HIDE'])
  })
})
