/**
 * A server process's end: on the first SIGTERM or SIGINT, `stop` runs (drain, close the
 * database) and the process exits 0, or 1 when `stop` failed; a second signal exits at once (1).
 */
export function onShutdownSignal(
  stop: (signal: NodeJS.Signals) => Promise<void>,
  opts: { log?: (entry: { level: 'info' | 'error'; msg: string; error?: string }) => void } = {},
): void {
  let stopping = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => {
      if (stopping) {
        opts.log?.({ level: 'error', msg: `${signal} again: exiting without waiting` })
        process.exit(1)
      }
      stopping = true
      opts.log?.({ level: 'info', msg: `${signal}: draining` })
      stop(signal).then(
        () => process.exit(0),
        (e: unknown) => {
          opts.log?.({ level: 'error', msg: 'shutdown failed', error: String(e) })
          process.exit(1)
        },
      )
    })
}
