/**
 * Unsafe requests wait in line: one approval screen at a time (SPEC §4 "Unsafe RPC requests open
 * ApproveTransaction"). REJECT_PENDING answers every request still waiting or on screen with
 * USER_REJECTED (4001); a request the user already approved (being signed or sent) finishes.
 * Safe reads never enter the queue, so they are never aborted (SPEC §6).
 */
import { userRejected } from '../frameError.js'

export interface ApprovalTurn {
  /** aborted when the request is rejected by REJECT_PENDING */
  signal: AbortSignal
  /** the user approved: from now on the request is not rejected by REJECT_PENDING. False if it already was. */
  commit(): boolean
}

interface Entry {
  controller: AbortController
  committed: boolean
  reject(e: unknown): void
}

export interface ApprovalQueue {
  enqueue<T>(run: (turn: ApprovalTurn) => Promise<T>): Promise<T>
  /** rejects every pending request not approved yet; returns how many */
  rejectAll(): number
  readonly size: number
}

export function createApprovalQueue(): ApprovalQueue {
  const entries = new Set<Entry>()
  let tail: Promise<unknown> = Promise.resolve()
  return {
    enqueue<T>(run: (turn: ApprovalTurn) => Promise<T>) {
      const controller = new AbortController()
      let rejectEntry: (e: unknown) => void = () => {}
      const rejected = new Promise<never>((_, reject) => {
        rejectEntry = reject
      })
      const entry: Entry = { controller, committed: false, reject: rejectEntry }
      entries.add(entry)
      const turn: ApprovalTurn = {
        signal: controller.signal,
        commit() {
          if (controller.signal.aborted) return false
          entry.committed = true
          return true
        },
      }
      const ran = tail.then(() => {
        if (controller.signal.aborted) throw userRejected()
        return run(turn)
      })
      tail = ran.catch(() => undefined)
      const result = Promise.race([ran, rejected])
      result.catch(() => undefined).finally(() => entries.delete(entry))
      return result
    },
    rejectAll() {
      let count = 0
      for (const entry of entries) {
        if (entry.committed) continue
        entry.controller.abort()
        entry.reject(userRejected())
        entries.delete(entry)
        count++
      }
      return count
    },
    get size() {
      return entries.size
    },
  }
}
