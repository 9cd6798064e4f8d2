/**
 * Mounts a Portico instance in a page without React: one React 19 root (`createRoot`) on a
 * `<div data-portico-html>` appended to document.body renders PorticoProvider, and so the lazy
 * dialog (which puts itself in its own shadow root on document.body, as in a React host).
 *
 * One root per instance, the custom elements' buttons rendered into their elements as portals of
 * that root (not one root per element): one provider, so one dialog, one locale watcher and one
 * provider subscription to the store per instance, however many buttons the page has; each button
 * reads the store with the same hooks as in a React host. Separate roots would each need their
 * own provider, i.e. a dialog and a subscription per button.
 *
 * `react-dom/client` is imported when mounting, not at import: it reads `window` as it loads,
 * and a server (SSR) imports this package in Node. The elements keep their fallback content until
 * that chunk has loaded and the root rendered.
 */
import type { Portico } from '@portico/core'
import { createElement } from 'react'
import type { Root } from 'react-dom/client'
import { createElementSlots } from './elementSlots.js'
import { mountRegistry, type PorticoMount } from './mountRegistry.js'
import { PorticoHtmlRoot } from './PorticoHtmlRoot.js'

export interface MountPorticoOptions {
  /**
   * For pages with two instances: elements with `portico="<name>"` render this one's buttons.
   * Elements without the attribute use the first instance mounted.
   */
  name?: string
  /** where the root's (empty) element goes; default document.body */
  parent?: HTMLElement
}

/**
 * Mounts `portico` (made with createPortico) so the dialog can open and the custom elements
 * render its buttons. Idempotent: mounting the same instance again returns the first mount's
 * unmount function (options of the later calls are ignored). The returned function unmounts
 * (React root, its element); calling it again does nothing.
 */
export function mountPortico(portico: Portico, opts: MountPorticoOptions = {}): () => void {
  const registry = mountRegistry()
  const known = registry.byPortico(portico)
  if (known) return known.unmount

  const container = document.createElement('div')
  container.setAttribute('data-portico-html', opts.name ?? '')
  container.style.display = 'contents'
  ;(opts.parent ?? document.body).appendChild(container)
  let root: Root | undefined
  const slots = createElementSlots()
  let mounted = true
  const mount: PorticoMount = {
    portico,
    name: opts.name,
    unmount() {
      if (!mounted) return
      mounted = false
      registry.remove(mount)
      root?.unmount()
      container.remove()
    },
    attach(element, slot) {
      if (!mounted) return
      slots.set(element, slot)
    },
    detach(element) {
      slots.delete(element)
    },
  }
  registry.add(mount)
  void import('react-dom/client').then(({ createRoot }) => {
    if (!mounted) return
    root = createRoot(container)
    root.render(createElement(PorticoHtmlRoot, { portico, slots }))
  })
  return mount.unmount
}
