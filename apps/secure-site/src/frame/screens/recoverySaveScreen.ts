/**
 * 'recovery-save': the new wallet's recovery code, shown once, in large monospace; Copy; a
 * checkbox "I saved it" that enables Continue. Continue creates the wallet (uploads the auth and
 * encrypted recovery shares, keeps the device share) and hides the screen.
 */
import { TEXTS } from '../texts.js'
import { h, uid } from './h.js'
import type { ScreenHost } from './screenHost.js'

export function recoverySaveView(code: string) {
  const titleId = uid('save-title')
  const checkId = uid('save-check')
  const codeEl = h(
    'p',
    { class: 'code mono', testid: 'frame-recovery-code', 'aria-label': TEXTS.recoverySave.codeLabel },
    code,
  )
  const copy = h(
    'button',
    { type: 'button', class: 'secondary', testid: 'frame-recovery-copy' },
    TEXTS.recoverySave.copy,
  )
  const copyStatus = h('span', { class: 'muted', role: 'status' })
  const saved = h('input', { type: 'checkbox', id: checkId, testid: 'frame-recovery-saved' })
  const next = h(
    'button',
    { type: 'button', class: 'primary', testid: 'frame-recovery-continue', disabled: true },
    TEXTS.recoverySave.continue,
  )
  const status = h('p', { class: 'status', role: 'status' })
  const root = h(
    'main',
    { class: 'screen', 'aria-labelledby': titleId, testid: 'frame-recovery-save-screen' },
    h('header', {}, h('h1', { id: titleId }, TEXTS.recoverySave.title)),
    h(
      'div',
      { class: 'content' },
      h('p', {}, TEXTS.recoverySave.intro),
      codeEl,
      h('div', { class: 'inline' }, copy, copyStatus),
      h('div', { class: 'check' }, saved, h('label', { for: checkId }, TEXTS.recoverySave.saved)),
    ),
    h('footer', {}, status, h('div', { class: 'buttons' }, next)),
  )
  return { root, codeEl, copy, copyStatus, saved, next, status }
}

/** resolves once the user confirmed and `commit` succeeded; rejects with commit's error */
export function presentRecoverySave(
  host: ScreenHost,
  code: string,
  commit: () => Promise<void>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const view = recoverySaveView(code)
    view.copy.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(code)
        view.copyStatus.textContent = TEXTS.recoverySave.copied
      } catch {
        // no clipboard permission in this frame: select the code so the user copies it
        getSelection()?.selectAllChildren(view.codeEl)
        view.copyStatus.textContent = TEXTS.recoverySave.copyFailed
      }
    })
    view.saved.addEventListener('change', () => {
      view.next.disabled = !view.saved.checked
    })
    view.next.addEventListener('click', async () => {
      if (!view.saved.checked || view.next.disabled) return
      view.next.disabled = true
      view.saved.disabled = true
      view.status.textContent = TEXTS.recoverySave.uploading
      try {
        await commit()
        host.hide()
        resolve()
      } catch (e) {
        host.hide()
        reject(e)
      }
    })
    host.show('recovery-save', view.root, view.copy)
  })
}
