/**
 * Waits until `find()` returns something (a wallet that registers or gets injected after a
 * reload), checking when `subscribe` reports a change and, for globals that announce nothing
 * (`window.injectedWeb3`, `window.keplr`), every `pollMs`. Resolves undefined after `timeoutMs`.
 */
export function waitFor<T>(opts: {
  find: () => T | undefined
  subscribe?: (onChange: () => void) => () => void
  pollMs?: number
  timeoutMs: number
}): Promise<T | undefined> {
  return new Promise((resolve) => {
    const now = opts.find()
    if (now !== undefined) return resolve(now)
    let done = false
    const cleanups: (() => void)[] = []
    const finish = (value: T | undefined) => {
      if (done) return
      done = true
      for (const c of cleanups) c()
      resolve(value)
    }
    const check = () => {
      let value: T | undefined
      try {
        value = opts.find()
      } catch {
        value = undefined
      }
      if (value !== undefined) finish(value)
    }
    const timer = setTimeout(() => finish(undefined), opts.timeoutMs)
    cleanups.push(() => clearTimeout(timer))
    if (opts.subscribe) cleanups.push(opts.subscribe(check))
    if (opts.pollMs) {
      const interval = setInterval(check, opts.pollMs)
      cleanups.push(() => clearInterval(interval))
    }
  })
}
