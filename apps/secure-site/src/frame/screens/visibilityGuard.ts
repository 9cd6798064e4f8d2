/**
 * When a screen of the frame may take pointer input ("armed"): once the frame has been shown,
 * placed and still for 600 ms without interruption, and has rendered since (a click is
 * never lost, docs/architecture.md "Flaky clicks").
 *
 * Why every screen waits, not only Approve: the page places the frame over its dialog when a screen
 * is shown, and a click is routed by what the browser last drew, which lags behind the page (a
 * busy machine, the frame's first paint). A press made in that gap reached the page instead of the
 * frame (the CI failure: mousedown on the iframe element, "I saved it" never checked); and while
 * the approval screen watches its visibility (IntersectionObserver v2), Chromium itself drops
 * presses into the frame within 500 ms of its last move or resize. So no control of a screen takes
 * pointer input before it is armed (the screen host turns pointer events off until then), and a
 * press cannot half-land: it goes to the frame's empty page and clicks nothing.
 *
 * Conditions, all held for 600 ms, then two animation frames rendered in the frame:
 * - the frame's viewport is not empty: the page keeps the frame 0×0 while it hides it, and it
 *   never moves a shown frame (it hides it and places it anew, createFrameClient.ts), so any
 *   resize restarts the count;
 * - the tab is visible (`document.visibilityState`);
 * - with IntersectionObserver v2 (`trackVisibility: true, delay: 100`; Chromium), the browser's
 *   `isVisible`: not covered, not transparent, not transformed by the page around us.
 * Any break disarms and restarts the count. Approve also needs a trusted click (approveScreen.ts).
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
  /** the frame's window (its viewport is the frame's box on the page); none: always sized */
  view?: Pick<Window, 'innerWidth' | 'innerHeight' | 'addEventListener' | 'removeEventListener'>
  /** runs `cb` with the frame's next rendered frame; none: at once */
  requestAnimationFrame?: (cb: () => void) => unknown
}

export function defaultGuardEnv(): GuardEnv {
  const IO = globalThis.IntersectionObserver
  const entry = globalThis.IntersectionObserverEntry as { prototype?: object } | undefined
  return {
    IntersectionObserver: IO,
    trackVisibility: Boolean(IO && entry?.prototype && 'isVisible' in entry.prototype),
    document,
    view: window,
    requestAnimationFrame: (cb) => window.requestAnimationFrame(() => cb()),
  }
}

/** calls `onChange(true)` once armed, `onChange(false)` when disarmed; returns the stop function */
export function guardVisibility(
  target: Element,
  onChange: (armed: boolean) => void,
  env: GuardEnv = defaultGuardEnv(),
): () => void {
  const doc = env.document
  const view = env.view
  const frame = env.requestAnimationFrame ?? ((cb: () => void) => cb())
  const observed = Boolean(env.IntersectionObserver && env.trackVisibility)
  // until the observer says otherwise, v2 counts the frame as not visible
  let visible = !observed
  let sized = true
  let timer: ReturnType<typeof setTimeout> | undefined
  /** bumped on every break: a count or a wait for frames from before it is void */
  let round = 0
  let armed = false
  let stopped = false

  const ready = () => visible && sized && doc.visibilityState === 'visible'
  const disarm = () => {
    round++
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (armed) {
      armed = false
      onChange(false)
    }
  }
  const count = () => {
    if (stopped || armed || timer !== undefined || !ready()) return
    const mine = ++round
    timer = setTimeout(() => {
      timer = undefined
      // rendered twice since: the frame is drawn where it stands, not only laid out
      frame(() =>
        frame(() => {
          if (mine !== round || stopped || !ready()) return
          armed = true
          onChange(true)
        }),
      )
    }, VISIBLE_FOR_MS)
  }
  const update = () => (ready() ? count() : disarm())

  const measure = () => {
    if (view) sized = view.innerWidth > 0 && view.innerHeight > 0
  }
  const onResize = () => {
    measure()
    disarm() // placed anew: the count starts again
    update()
  }
  measure()
  view?.addEventListener('resize', onResize)
  doc.addEventListener('visibilitychange', update)

  let observer: IntersectionObserver | undefined
  if (observed && env.IntersectionObserver) {
    observer = new env.IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1] as VisibilityEntry | undefined
        visible = Boolean(last?.isVisible)
        update()
      },
      { trackVisibility: true, delay: 100 } as IntersectionObserverInit,
    )
    observer.observe(target)
  }
  update()
  return () => {
    stopped = true
    observer?.disconnect()
    view?.removeEventListener('resize', onResize)
    doc.removeEventListener('visibilitychange', update)
    round++
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
}
