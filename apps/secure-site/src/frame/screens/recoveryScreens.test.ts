// @vitest-environment happy-dom
import type { FrameEvent } from '@portico/core/features/email'
import { describe, expect, it, vi } from 'vitest'
import { presentRecoveryEnter } from './recoveryEnterScreen.js'
import { presentRecoverySave } from './recoverySaveScreen.js'
import { createScreenHost } from './screenHost.js'

const byTestId = <T extends HTMLElement = HTMLButtonElement>(id: string) =>
  document.querySelector<T>(`[data-testid="${id}"]`)!

function host() {
  document.body.replaceChildren()
  const root = document.createElement('div')
  document.body.append(root)
  const events: FrameEvent[] = []
  return { host: createScreenHost(root, (e) => events.push(e)), events }
}

const CODE = 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345-6789'

describe('recovery-save screen', () => {
  it('shows the code; Continue stays disabled until "I saved it" is checked; then commits and hides', async () => {
    const { host: screens, events } = host()
    const commit = vi.fn(async () => {})
    const done = presentRecoverySave(screens, CODE, commit)
    expect(events[0]).toMatchObject({ type: 'SHOW', payload: { reason: 'recovery-save' } })
    expect(byTestId('frame-recovery-code').textContent).toBe(CODE)
    const next = byTestId('frame-recovery-continue')
    expect(next.disabled).toBe(true)
    next.click()
    expect(commit).not.toHaveBeenCalled()
    const saved = byTestId<HTMLInputElement>('frame-recovery-saved')
    expect(document.querySelector(`label[for="${saved.id}"]`)?.textContent).toBe('I saved it')
    saved.click()
    expect(next.disabled).toBe(false)
    next.click()
    await done
    expect(commit).toHaveBeenCalledTimes(1)
    expect(events.map((e) => e.type)).toEqual(['SHOW', 'HIDE'])
  })

  it('Copy puts the code on the clipboard', async () => {
    const { host: screens } = host()
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    void presentRecoverySave(screens, CODE, async () => {})
    byTestId('frame-recovery-copy').click()
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(CODE))
  })
})

describe('recovery-enter screen', () => {
  it('a wrong code says so (role=alert) and lets the user retry; a right one hides the screen', async () => {
    const { host: screens, events } = host()
    const check = vi.fn(async (input: string) => (input === 'right' ? ('ok' as const) : ('wrong' as const)))
    const done = presentRecoveryEnter(screens, check)
    const input = byTestId<HTMLInputElement>('frame-recovery-input')
    expect(document.activeElement).toBe(input)
    expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Recovery code')
    input.value = 'nope'
    byTestId('frame-recovery-submit').click()
    const error = byTestId('frame-recovery-error')
    await vi.waitFor(() =>
      expect(error.textContent).toBe('This recovery code does not open your wallet. Check it and try again.'),
    )
    expect(error.getAttribute('role')).toBe('alert')
    expect(input.disabled).toBe(false)
    input.value = 'right'
    byTestId('frame-recovery-submit').click()
    await done
    expect(check.mock.calls.map(([v]) => v)).toEqual(['nope', 'right'])
    expect(events.map((e) => e.type)).toEqual(['SHOW', 'HIDE'])
  })

  it('Cancel answers USER_REJECTED', async () => {
    const { host: screens } = host()
    const done = presentRecoveryEnter(screens, async () => 'ok')
    byTestId('frame-recovery-cancel').click()
    await expect(done).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })

  it('every interactive element has a data-testid', () => {
    const { host: screens } = host()
    void presentRecoveryEnter(screens, async () => 'ok')
    for (const el of document.querySelectorAll('button, input'))
      expect(el.getAttribute('data-testid')).toBeTruthy()
  })
})
