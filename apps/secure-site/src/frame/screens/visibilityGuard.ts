/**
 * Clickjacking guard of the approval screen: Approve is armed only after the frame has been
 * visible for 600 ms without interruption.
 * - With IntersectionObserver v2 (`trackVisibility: true, delay: 100`; Chromium), "visible"
 *   is the browser's `isVisible`: not covered, not transparent, not transformed by the page
 *   around us. Any moment it is false disarms and restarts the count.
 * - Elsewhere: 600 ms after the screen was shown while `document.visibilityState` is
 *   'visible'; hiding the tab disarms and restarts the count.
 */
export const VISIBLE_FOR_MS = 600

interface VisibilityEntry {
  isVisible?: boolean
}

export interface GuardEnv {
  IntersectionObserver?: typeof IntersectionObserver | undefined
  /** whether the observer reports `isVisible` (v2) */
  trackVisibility?: boolean
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>
}

export function defaultGuardEnv(): GuardEnv {
  const IO = globalThis.IntersectionObserver
  const entry = globalThis.IntersectionObserverEntry as { prototype?: object } | undefined
  return {
    IntersectionObserver: IO,
    trackVisibility: Boolean(IO && entry?.prototype && 'isVisible' in entry.prototype),
    document,
  }
}

/** calls `onChange(true)` once armed, `onChange(false)` when disarmed; returns the stop function */
export function guardVisibility(
  target: Element,
  onChange: (armed: boolean) => void,
  env: GuardEnv = defaultGuardEnv(),
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let armed = false
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const start = () => {
    if (timer !== undefined || armed) return
    timer = setTimeout(() => {
      timer = undefined
      armed = true
      onChange(true)
    }, VISIBLE_FOR_MS)
  }
  const stop = () => {
    clear()
    if (armed) {
      armed = false
      onChange(false)
    }
  }

  if (env.IntersectionObserver && env.trackVisibility) {
    const observer = new env.IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1] as VisibilityEntry | undefined
        if (last?.isVisible) start()
        else stop()
      },
      { trackVisibility: true, delay: 100 } as IntersectionObserverInit,
    )
    observer.observe(target)
    return () => {
      observer.disconnect()
      clear()
    }
  }

  const doc = env.document
  const onVisibility = () => (doc.visibilityState === 'visible' ? start() : stop())
  doc.addEventListener('visibilitychange', onVisibility)
  onVisibility()
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility)
    clear()
  }
}
