import { buttonCss } from './buttonCss.js'

const MARKER = 'data-portico-button-styles'

/**
 * Injects `buttonCss` into `document.head` once per document. Safe to call on every render
 * and on the server (does nothing without a document). Server-rendering hosts that want the
 * styles in the first paint can put `buttonCss` in their own `<style>`; give it the
 * `data-portico-button-styles` attribute and it will not be injected twice.
 */
export function ensureButtonStyles(doc: Document | undefined = globalThis.document): void {
  if (!doc?.head) return
  if (doc.head.querySelector(`style[${MARKER}]`)) return
  const style = doc.createElement('style')
  style.setAttribute(MARKER, '')
  style.textContent = buttonCss
  doc.head.appendChild(style)
}
