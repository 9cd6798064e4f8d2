/**
 * The frame's long polls (device approval, social completion, Farcaster status) through a restart
 * or a rolling upgrade of the secure site (README "Operations"): a replica that drains
 * answers its long polls at once with their "not yet" answer, which the loops poll again anyway;
 * the next poll may then meet no server (the replica stopped listening, the proxy has not noticed:
 * NETWORK_ERROR, or the proxy's 502/503/504). Such a failure is not the person's to see: the loop
 * polls again (a second later, as after any quick answer) for up to `TRANSIENT_RETRY_MS` of
 * failures in a row, the time a replica takes to restart; past that, the last one is thrown.
 */
import { FrameRequestError } from './frameError.js'

/** how long polls go on failing before the failure is shown (SPEC §9: connect 30 s) */
export const TRANSIENT_RETRY_MS = 30_000

const GATEWAY = new Set([502, 503, 504])

/** no answer, or a gateway's / a draining server's; not an answer of the secure site about the login */
export function isTransientPollError(e: unknown): boolean {
  if (!(e instanceof FrameRequestError)) return false
  if (e.code === 'NETWORK_ERROR') return true
  return e.code === 'INTERNAL' && e.status !== undefined && GATEWAY.has(e.status)
}

export interface PollRetry {
  /** true: poll again; false: the failure is to be thrown (not transient, or failing for too long) */
  again(e: unknown): boolean
  /** a poll got an answer: the next failure starts a new count */
  answered(): void
}

export function pollRetry(now: () => number = Date.now): PollRetry {
  let failingSince: number | undefined
  return {
    again(e) {
      if (!isTransientPollError(e)) return false
      failingSince ??= now()
      return now() - failingSince < TRANSIENT_RETRY_MS
    },
    answered() {
      failingSince = undefined
    },
  }
}
