/**
 * Kills a child process when this process ends (exit, SIGINT, SIGTERM). A signal handler
 * replaces Node's default "exit on SIGINT/SIGTERM", so when ours is the last handler we re-raise
 * the signal. Returns the function that removes the hooks again.
 */
export function killOnExit(killNow: () => void): () => void {
  const onExit = () => killNow()
  const onSignal = (signal: NodeJS.Signals) => {
    killNow()
    dispose()
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
  }
  const dispose = () => {
    process.off('exit', onExit)
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
  process.on('exit', onExit)
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  return dispose
}
