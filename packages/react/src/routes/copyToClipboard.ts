import type { Portico, ToastKey } from '@portico/core'

/** Copies `text` and confirms with a toast (also when the clipboard is unavailable: nothing to do then). */
export function copyToClipboard(portico: Portico, text: string | undefined, toast: ToastKey) {
  if (!text) return
  const done = () => portico.showToast({ key: toast }, 'success')
  const clip = globalThis.navigator?.clipboard
  if (clip) void clip.writeText(text).then(done, done)
  else done()
}
