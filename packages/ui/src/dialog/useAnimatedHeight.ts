import { type RefObject, useLayoutEffect, useRef, useState } from 'react'

/**
 * The pixel height of `ref`'s element, updated before paint when `key` changes and when the
 * element resizes. The dialog body sets it as its height so CSS can transition between
 * views (SPEC §9: height 150 ms). `undefined` (auto) until a real size is known.
 */
export function useAnimatedHeight(ref: RefObject<HTMLElement | null>, key: string): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined)
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` re-measures when the view (and element) changes
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const update = () => {
      const next = el.offsetHeight
      setHeight(next > 0 ? next : undefined)
    }
    // the first view needs no transition: its height is auto, and the ResizeObserver reports it
    // after the browser's own layout (measuring here would force a second layout on the click)
    if (first.current) first.current = false
    else update()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(update)
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, key])
  return height
}
