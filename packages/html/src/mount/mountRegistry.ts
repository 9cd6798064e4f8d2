import type { Portico } from '@portico/core'
import type { PorticoElementSlot } from './PorticoElementSlot.js'

/**
 * One mounted instance: its React root renders each attached element's button into that element.
 * `attach` / `update` / `detach` are how a custom element hands itself to the mount.
 */
export interface PorticoMount {
  readonly portico: Portico
  /** `mountPortico(portico, { name })`: the name elements ask for with `portico="name"` */
  readonly name: string | undefined
  readonly unmount: () => void
  attach(element: HTMLElement, slot: PorticoElementSlot): void
  detach(element: HTMLElement): void
}

/**
 * The page's mounted instances, for the custom elements to find theirs. Custom elements are
 * registered page-wide (customElements is one registry per window), so finding "the mounted
 * instance" needs a page-wide list; it holds only what the host mounted, in order, and each
 * instance's state stays in its own store (two instances never see each other's).
 * Created on the first mount, never at import (SSR imports this module in Node).
 */
export interface MountRegistry {
  add(mount: PorticoMount): void
  remove(mount: PorticoMount): void
  /** by name (the element's `portico` attribute), else the first instance mounted and still mounted */
  find(name: string | null): PorticoMount | undefined
  byPortico(portico: Portico): PorticoMount | undefined
  /** called on every mount and unmount; returns the unsubscribe */
  subscribe(listener: () => void): () => void
}

export function createMountRegistry(): MountRegistry {
  const mounts: PorticoMount[] = []
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const l of [...listeners]) l()
  }
  return {
    add(mount) {
      mounts.push(mount)
      changed()
    },
    remove(mount) {
      const i = mounts.indexOf(mount)
      if (i === -1) return
      mounts.splice(i, 1)
      changed()
    },
    find(name) {
      return name ? mounts.find((m) => m.name === name) : mounts[0]
    },
    byPortico(portico) {
      return mounts.find((m) => m.portico === portico)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

let pageRegistry: MountRegistry | undefined

/** the page's registry (made on first use) */
export function mountRegistry(): MountRegistry {
  pageRegistry ??= createMountRegistry()
  return pageRegistry
}
