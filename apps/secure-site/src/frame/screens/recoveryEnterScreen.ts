/**
 * 'recovery-enter': a known user on a new device types (or pastes) the recovery code; spaces,
 * dashes and case do not matter. A wrong code says so and lets them try again; Cancel gives up
 * (USER_REJECTED).
 */
import { userRejected } from '../frameError.js'
import type { RecoverResult } from '../keys/walletKeys.js'
import { TEXTS } from '../texts.js'
import { h, uid } from './h.js'
import type { ScreenHost } from './screenHost.js'

export function recoveryEnterView() {
  const titleId = uid('enter-title')
  const inputId = uid('enter-input')
  const errorId = uid('enter-error')
  const input = h('input', {
    id: inputId,
    type: 'text',
    testid: 'frame-recovery-input',
    autocomplete: 'off',
    autocapitalize: 'characters',
    spellcheck: 'false',
    placeholder: TEXTS.recoveryEnter.placeholder,
    maxlength: 80,
    'aria-describedby': errorId,
    class: 'mono',
  })
  const error = h('p', { id: errorId, class: 'error', role: 'alert', testid: 'frame-recovery-error' })
  const submit = h(
    'button',
    { type: 'submit', class: 'primary', testid: 'frame-recovery-submit' },
    TEXTS.recoveryEnter.submit,
  )
  const cancel = h(
    'button',
    { type: 'button', class: 'secondary', testid: 'frame-recovery-cancel' },
    TEXTS.recoveryEnter.cancel,
  )
  const form = h(
    'form',
    { class: 'screen', novalidate: true, 'aria-labelledby': titleId, testid: 'frame-recovery-enter-screen' },
    h('header', {}, h('h1', { id: titleId }, TEXTS.recoveryEnter.title)),
    h(
      'div',
      { class: 'content' },
      h('p', {}, TEXTS.recoveryEnter.intro),
      h('label', { for: inputId, class: 'label' }, TEXTS.recoveryEnter.label),
      input,
      error,
    ),
    h('footer', {}, h('div', { class: 'buttons' }, cancel, submit)),
  )
  const root = h('main', {}, form)
  return { root, form, input, error, submit, cancel }
}

const MESSAGES: Record<Exclude<RecoverResult, 'ok'>, string> = {
  format: TEXTS.recoveryEnter.format,
  wrong: TEXTS.recoveryEnter.wrong,
  mismatch: TEXTS.recoveryEnter.mismatch,
}

/** resolves when `check` accepted a code; rejects USER_REJECTED on Cancel */
export function presentRecoveryEnter(
  host: ScreenHost,
  check: (input: string) => Promise<RecoverResult>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const view = recoveryEnterView()
    let busy = false
    const setBusy = (value: boolean) => {
      busy = value
      view.submit.disabled = value
      view.input.disabled = value
      view.submit.textContent = value ? TEXTS.recoveryEnter.checking : TEXTS.recoveryEnter.submit
    }
    view.cancel.addEventListener('click', () => {
      if (busy) return
      host.hide()
      reject(userRejected())
    })
    view.form.addEventListener('submit', async (event) => {
      event.preventDefault()
      if (busy) return
      setBusy(true)
      view.error.textContent = ''
      let result: RecoverResult | 'failed'
      try {
        result = await check(view.input.value)
      } catch {
        result = 'failed'
      }
      if (result === 'ok') {
        host.hide()
        return resolve()
      }
      setBusy(false)
      view.error.textContent = result === 'failed' ? TEXTS.recoveryEnter.failed : MESSAGES[result]
      view.input.setAttribute('aria-invalid', 'true')
      view.input.focus()
      view.input.select()
    })
    host.show('recovery-enter', view.root, view.input)
  })
}
