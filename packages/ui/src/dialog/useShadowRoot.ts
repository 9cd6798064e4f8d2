import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { dialogStyleSheet } from '../styles/dialogStyleSheet.js'

/** Attribute of the element on `document.body` that hosts the dialog's shadow root. */
export const HOST_ATTRIBUTE = 'data-portico-root'

/**
 * Creates `<div data-portico-root>` on `document.body` with an open shadow root the first
 * time `active` is true (never at import or during server render), keeps it across
 * open/close, and removes it when the component unmounts. Each dialog instance gets its
 * own host, so two instances on a page do not share anything.
 */
export function useShadowRoot(active: boolean): ShadowRoot | null {
  const hostRef = useRef<HTMLElement | null>(null)
  // made (detached) during the first active render, not in an effect: the dialog's content renders
  // into it in the same pass instead of a second render; the commit puts it on the page. A render
  // React throws away (StrictMode) leaves only a detached element for the garbage collector.
  const [root, setRoot] = useState<ShadowRoot | null>(() =>
    active && typeof document !== 'undefined' ? createShadowHost() : null,
  )

  useLayoutEffect(() => {
    if (!active) return
    if (!root) return setRoot(createShadowHost())
    const host = root.host as HTMLElement
    hostRef.current = host
    if (!host.isConnected) document.body.appendChild(host)
  }, [active, root])

  useEffect(
    () => () => {
      hostRef.current?.remove()
    },
    [],
  )

  return root
}

/** a detached `<div data-portico-root>` with an open shadow root and the dialog's stylesheet */
function createShadowHost(): ShadowRoot {
  const host = document.createElement('div')
  host.setAttribute(HOST_ATTRIBUTE, '')
  const shadow = host.attachShadow({ mode: 'open' })
  const sheet = dialogStyleSheet()
  if (sheet && 'adoptedStyleSheets' in shadow) shadow.adoptedStyleSheets = [sheet]
  return shadow
}
