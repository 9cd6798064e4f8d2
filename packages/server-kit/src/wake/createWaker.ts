/**
 * Long polls across replicas (DESIGN.md, "Servers": waits wake through LISTEN/NOTIFY): a request
 * waits for a key (`device:<id>`, …) until `check()` says yes, the time is up, or it is aborted.
 * `wake(key)` sends a NOTIFY on the waker's channel; every replica listening (this one included)
 * runs the waiting checks of that key again at once. Notifications can be lost (a LISTEN
 * connection being remade), so every wait also checks again every `pollMs` (the bounded fallback
 * poll), and after a reconnect.
 */
import type { Db } from '../db/Db.js'

export interface WaitOptions {
  /** true when the wait is over (read from the database) */
  check: () => Promise<boolean>
  timeoutMs: number
  signal?: AbortSignal
}

export interface Waker {
  /** resolves to the last `check()`: true as soon as it is, false when the time is up or aborted */
  wait(key: string, opts: WaitOptions): Promise<boolean>
  /** wakes the waits of `key` on every replica */
  wake(key: string): Promise<void>
  /** ends every wait (each does its last check) and stops listening */
  close(): Promise<void>
}

export async function createWaker(db: Db, opts: { channel: string; pollMs?: number }): Promise<Waker> {
  const pollMs = opts.pollMs ?? 2_000
  const waiting = new Map<string, Set<() => void>>()
  let closed = false
  const nudge = (key: string) => {
    for (const w of [...(waiting.get(key) ?? [])]) w()
  }
  const nudgeAll = () => {
    for (const key of [...waiting.keys()]) nudge(key)
  }
  const unlisten = await db.listen(opts.channel, nudge, { onReconnect: nudgeAll })

  /**
   * a pause that ends on a nudge of `key`, after `ms`, or on abort; registered before the check it
   * follows, so a wake between the check and the pause is not missed
   */
  const pause = (key: string, ms: number, signal?: AbortSignal) => {
    let set = waiting.get(key)
    if (!set) {
      set = new Set()
      waiting.set(key, set)
    }
    const own = set
    let done: () => void = () => undefined
    const ended = new Promise<void>((resolve) => {
      done = () => {
        clearTimeout(timer)
        signal?.removeEventListener('abort', done)
        own.delete(done)
        if (!own.size && waiting.get(key) === own) waiting.delete(key)
        resolve()
      }
    })
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
    own.add(done)
    return { ended, cancel: done }
  }

  return {
    async wait(key, { check, timeoutMs, signal }) {
      const end = Date.now() + timeoutMs
      for (;;) {
        const left = end - Date.now()
        const next = pause(key, Math.max(0, Math.min(left, pollMs)), signal)
        if (await check()) {
          next.cancel()
          return true
        }
        if (left <= 0 || closed || signal?.aborted) {
          next.cancel()
          return false
        }
        await next.ended
      }
    },
    async wake(key) {
      // this replica's waits at once; the others through the database
      nudge(key)
      if (!closed) await db.notify(opts.channel, key)
    },
    async close() {
      if (closed) return
      closed = true
      nudgeAll()
      await unlisten()
    },
  }
}
