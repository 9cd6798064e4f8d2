import type { PorticoElementSlot } from './PorticoElementSlot.js'

export interface AttachedElement {
  element: HTMLElement
  /** stable React key while the element stays attached */
  key: number
  slot: PorticoElementSlot
}

/** The elements attached to one mount, as an external store for useSyncExternalStore. */
export interface ElementSlots {
  set(element: HTMLElement, slot: PorticoElementSlot): void
  delete(element: HTMLElement): void
  /** a new array after each change (the snapshot) */
  list(): readonly AttachedElement[]
  subscribe(listener: () => void): () => void
}

export function createElementSlots(): ElementSlots {
  const byElement = new Map<HTMLElement, AttachedElement>()
  const listeners = new Set<() => void>()
  let nextKey = 0
  let snapshot: readonly AttachedElement[] = []
  const changed = () => {
    snapshot = [...byElement.values()]
    for (const l of [...listeners]) l()
  }
  return {
    set(element, slot) {
      const known = byElement.get(element)
      byElement.set(element, { element, key: known?.key ?? nextKey++, slot })
      changed()
    },
    delete(element) {
      if (byElement.delete(element)) changed()
    },
    list: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
