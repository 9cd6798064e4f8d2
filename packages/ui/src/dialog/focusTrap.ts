/**
 * Focus trap helpers for a dialog living in a shadow root. Written here (not focus-trap /
 * tabbable) because those libraries look at `document.activeElement`, which is the shadow
 * host, not the focused control; here we follow `shadowRoot.activeElement` down.
 */
const FOCUSABLE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',')

/** Elements inside `container` that Tab can reach, in document order. */
export function getTabbable(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.hasAttribute('disabled') &&
      !el.closest('[hidden],[inert],[aria-hidden="true"]'),
  )
}

/**
 * Where Tab (or Shift+Tab when `backwards`) should go from `active`, cycling inside
 * `container`. Returns `container` itself when nothing inside can take focus.
 */
export function nextTabStop(container: HTMLElement, active: Element | null, backwards: boolean): HTMLElement {
  const stops = getTabbable(container)
  if (stops.length === 0) return container
  const index = active ? stops.indexOf(active as HTMLElement) : -1
  const last = stops.length - 1
  if (backwards) return stops[index <= 0 ? last : index - 1] ?? container
  return stops[index === -1 || index === last ? 0 : index + 1] ?? container
}

/** The focused element, looking through open shadow roots (document.activeElement is the host). */
export function deepActiveElement(doc: Document = document): Element | null {
  let active: Element | null = doc.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}
