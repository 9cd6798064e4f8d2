// @vitest-environment happy-dom
import type { FrameEvent } from '@portico/core/features/email'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApprovalDetails } from '../rpc/approvalDetails.js'
import { createApprovalQueue } from '../rpc/approvalQueue.js'
import { presentApproval } from './approveScreen.js'
import { createScreenHost } from './screenHost.js'
import type { GuardEnv } from './visibilityGuard.js'

const DETAILS: ApprovalDetails = {
  method: 'personal_sign',
  title: 'Signature request',
  network: 'eip155:31337',
  account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  items: [
    { kind: 'block', label: 'Message', value: '<img src=x onerror=alert(1)>' },
    { kind: 'warning', text: 'Unlimited approval: 0xabc can spend all your USDC' },
  ],
}

function trustedClick(el: HTMLElement) {
  const event = new MouseEvent('click', { bubbles: true })
  Object.defineProperty(event, 'isTrusted', { value: true })
  el.dispatchEvent(event)
}

const byTestId = (id: string) => document.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`)!

async function setup(guardEnv?: GuardEnv) {
  document.body.replaceChildren()
  const root = document.createElement('div')
  document.body.append(root)
  const events: FrameEvent[] = []
  const host = createScreenHost(root, (e) => events.push(e), guardEnv)
  const queue = createApprovalQueue()
  const execute = vi.fn(async () => '0xsigned')
  const result = queue.enqueue((turn) =>
    presentApproval({
      host,
      details: DETAILS,
      dapp: { name: 'Lab <b>App</b>', origin: 'http://127.0.0.1:5173' },
      turn,
      execute,
    }),
  )
  result.catch(() => undefined)
  // the queue starts the turn in a microtask
  await vi.advanceTimersByTimeAsync(0)
  return { root, events, execute, result, queue }
}

const visibleDocument = () => {
  const doc = new EventTarget() as unknown as GuardEnv['document'] &
    Pick<EventTarget, 'dispatchEvent'> & { visibilityState: DocumentVisibilityState }
  Object.defineProperty(doc, 'visibilityState', { value: 'visible', writable: true })
  return doc
}

describe('approve screen', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the request as text only (no markup from the page or the chain) and posts SHOW', async () => {
    const { root, events } = await setup({ document: visibleDocument() })
    await vi.advanceTimersByTimeAsync(0)
    expect(events).toEqual([
      { portico: 'frame/1', kind: 'event', type: 'SHOW', payload: { reason: 'approve' } },
    ])
    expect(root.querySelector('img, b')).toBeNull()
    expect(root.textContent).toContain('<img src=x onerror=alert(1)>')
    expect(byTestId('frame-approve-app').textContent).toContain('Lab <b>App</b>')
    expect(byTestId('frame-approve-app').textContent).toContain('http://127.0.0.1:5173')
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(
      'Unlimited approval: 0xabc can spend all your USDC',
    )
    // focus starts on Reject, never on Approve
    expect(document.activeElement).toBe(byTestId('frame-reject'))
    for (const el of root.querySelectorAll('button, input, [tabindex]'))
      expect(el.getAttribute('data-testid'), el.outerHTML).toBeTruthy()
  })

  it('clickjacking guard: Approve is disabled until the frame was visible for 600 ms; until then no control (Reject neither) takes pointer input', async () => {
    const { execute, result, events, root } = await setup({ document: visibleDocument() })
    const approve = byTestId('frame-approve')
    expect(approve.disabled).toBe(true)
    expect(root.dataset.armed).toBe('false')
    trustedClick(approve)
    await vi.advanceTimersByTimeAsync(599)
    expect(approve.disabled).toBe(true)
    trustedClick(approve)
    expect(execute).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(approve.disabled).toBe(false)
    expect(root.dataset.armed).toBe('true')
    trustedClick(approve)
    await expect(result).resolves.toBe('0xsigned')
    expect(execute).toHaveBeenCalledTimes(1)
    expect(events.map((e) => e.type)).toEqual(['SHOW', 'HIDE'])
  })

  it('clickjacking guard: an untrusted (script) click on Approve is ignored', async () => {
    const { execute } = await setup({ document: visibleDocument() })
    await vi.advanceTimersByTimeAsync(1000)
    const approve = byTestId('frame-approve')
    expect(approve.disabled).toBe(false)
    approve.click()
    approve.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    await vi.advanceTimersByTimeAsync(10)
    expect(execute).not.toHaveBeenCalled()
  })

  it('clickjacking guard: a hidden tab restarts the 600 ms count', async () => {
    const doc = visibleDocument()
    await setup({ document: doc })
    const approve = byTestId('frame-approve')
    await vi.advanceTimersByTimeAsync(400)
    doc.visibilityState = 'hidden'
    doc.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(approve.disabled).toBe(true)
    doc.visibilityState = 'visible'
    doc.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(599)
    expect(approve.disabled).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(approve.disabled).toBe(false)
  })

  it('clickjacking guard with IntersectionObserver v2: isVisible must hold for 600 ms without a break', async () => {
    let callback: IntersectionObserverCallback = () => {}
    let init: IntersectionObserverInit | undefined
    class FakeObserver {
      constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        callback = cb
        init = options
      }
      observe() {}
      disconnect() {}
    }
    await setup({
      IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
      trackVisibility: true,
      document: visibleDocument(),
    })
    expect(init).toMatchObject({ trackVisibility: true, delay: 100 })
    const report = (isVisible: boolean) =>
      callback([{ isVisible } as unknown as IntersectionObserverEntry], {} as IntersectionObserver)
    const approve = byTestId('frame-approve')
    await vi.advanceTimersByTimeAsync(1000)
    expect(approve.disabled).toBe(true) // nothing reported visible yet
    report(true)
    await vi.advanceTimersByTimeAsync(500)
    report(false) // covered by something on the page
    await vi.advanceTimersByTimeAsync(500)
    expect(approve.disabled).toBe(true)
    report(true)
    await vi.advanceTimersByTimeAsync(600)
    expect(approve.disabled).toBe(false)
    report(false)
    expect(approve.disabled).toBe(true)
  })

  it('Reject answers USER_REJECTED (4001) and hides', async () => {
    const { result, events, execute } = await setup({ document: visibleDocument() })
    byTestId('frame-reject').click()
    await expect(result).rejects.toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 })
    expect(events.map((e) => e.type)).toEqual(['SHOW', 'HIDE'])
    expect(execute).not.toHaveBeenCalled()
  })

  it('REJECT_PENDING closes the screen with USER_REJECTED', async () => {
    const { result, events, queue } = await setup({ document: visibleDocument() })
    await vi.advanceTimersByTimeAsync(0)
    queue.rejectAll()
    await expect(result).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(events.map((e) => e.type)).toEqual(['SHOW', 'HIDE'])
  })
})
