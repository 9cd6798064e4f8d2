/**
 * Runs `task` once the browser is idle, but not before `afterMs`: work that must never delay
 * the person (e.g. preparing the WalletConnect SDK after the dialog has painted). Returns a
 * cancel function. Without requestIdleCallback (Safari, Node) a plain timer.
 */
export function whenIdle(task: () => void, afterMs = 0): () => void {
  const g = globalThis as typeof globalThis & {
    requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number
    cancelIdleCallback?: (id: number) => void
  }
  let idle: number | undefined
  const timer = setTimeout(() => {
    if (g.requestIdleCallback) idle = g.requestIdleCallback(task, { timeout: 2_000 })
    else task()
  }, afterMs)
  return () => {
    clearTimeout(timer)
    if (idle !== undefined) g.cancelIdleCallback?.(idle)
  }
}
