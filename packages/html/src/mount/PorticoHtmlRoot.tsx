import type { Portico } from '@portico/core'
import { ConnectButton, NetworkButton, PorticoProvider } from '@portico/react'
import { useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import type { ElementSlots } from './elementSlots.js'

export interface PorticoHtmlRootProps {
  portico: Portico
  slots: ElementSlots
}

/**
 * The one React tree of a mounted instance: PorticoProvider (and so the lazy dialog), and each
 * attached custom element's button as a portal into that element (light DOM: the buttons'
 * stylesheet is in document.head, and the host's CSS reaches them as it would a React host's).
 */
export function PorticoHtmlRoot({ portico, slots }: PorticoHtmlRootProps) {
  const attached = useSyncExternalStore(slots.subscribe, slots.list, slots.list)
  return (
    <PorticoProvider portico={portico}>
      {attached.map(({ element, key, slot }) =>
        createPortal(
          slot.kind === 'connect' ? <ConnectButton {...slot.props} /> : <NetworkButton />,
          element,
          String(key),
        ),
      )}
    </PorticoProvider>
  )
}
