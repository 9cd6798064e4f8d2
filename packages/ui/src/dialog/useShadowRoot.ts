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
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  const hostRef = useRef<HTMLElement | null>(null)

  useLayoutEffect(() => {
    if (!active || hostRef.current) return
    const host = document.createElement('div')
    host.setAttribute(HOST_ATTRIBUTE, '')
    document.body.appendChild(host)
    hostRef.current = host
    const shadow = host.attachShadow({ mode: 'open' })
    const sheet = dialogStyleSheet()
    if (sheet && 'adoptedStyleSheets' in shadow) shadow.adoptedStyleSheets = [sheet]
    setRoot(shadow)
  }, [active])

  useEffect(
    () => () => {
      hostRef.current?.remove()
      hostRef.current = null
    },
    [],
  )

  return root
}
