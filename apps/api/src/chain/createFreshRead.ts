/**
 * Coalesces reads of a value that changes (a chain's head block) without ever answering from a
 * read that started before the caller asked: a caller joins the read queued behind the one in
 * flight, so N concurrent callers cost at most two reads, and every answer is at least as new as
 * the call. (A plain single-flight, like viem's own getBlockNumber cache, may hand a caller the
 * result of a read that began before a block it must see.) Too small for a library.
 */
export function createFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined
  let queued: Promise<T> | undefined
  const start = () => {
    const p = read().finally(() => {
      if (inFlight === p) inFlight = undefined
    })
    inFlight = p
    return p
  }
  return () => {
    if (!inFlight) return start()
    queued ??= inFlight
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined
        return start()
      })
    return queued
  }
}
