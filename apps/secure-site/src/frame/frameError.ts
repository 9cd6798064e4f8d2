/**
 * The frame's one error class: a FrameError (the protocol's `{ code, message, rpcCode? }`) that
 * can be thrown anywhere in a handler and becomes the failure answer of the request.
 */
import type { FrameError, FrameErrorCode } from '@portico/core/features/email'
import { TEXTS } from './texts.js'

export class FrameRequestError extends Error {
  readonly code: FrameErrorCode
  readonly rpcCode: number | undefined
  readonly retryAfter: number | undefined
  readonly attemptsLeft: number | undefined
  /** the HTTP status when the secure site answered the error */
  readonly status: number | undefined

  constructor(
    code: FrameErrorCode,
    message: string,
    extra: { rpcCode?: number; retryAfter?: number; attemptsLeft?: number; status?: number } = {},
  ) {
    super(message)
    this.name = 'FrameRequestError'
    this.code = code
    this.rpcCode = extra.rpcCode
    this.retryAfter = extra.retryAfter
    this.attemptsLeft = extra.attemptsLeft
    this.status = extra.status
  }
}

/** the error codes whose rpcCode and message are fixed by the contract */
export const userRejected = () =>
  new FrameRequestError('USER_REJECTED', TEXTS.errors.userRejected, { rpcCode: 4001 })
export const methodNotAllowed = () =>
  new FrameRequestError('METHOD_NOT_ALLOWED', TEXTS.errors.methodNotAllowed, { rpcCode: 4200 })
export const invalidParams = (why?: string) =>
  new FrameRequestError('INVALID_MESSAGE', why ? `invalid params: ${why}` : TEXTS.errors.invalidParams, {
    rpcCode: -32602,
  })
export const notConnected = () => new FrameRequestError('NOT_CONNECTED', TEXTS.errors.notConnected)

/** The protocol's error object (messages are capped at 500 characters by the schema). */
export function toFrameError(e: unknown): FrameError {
  if (e instanceof FrameRequestError) {
    const out: FrameError = { code: e.code, message: e.message.slice(0, 500) }
    if (e.rpcCode !== undefined) out.rpcCode = e.rpcCode
    if (e.retryAfter !== undefined) out.retryAfter = e.retryAfter
    if (e.attemptsLeft !== undefined) out.attemptsLeft = e.attemptsLeft
    return out
  }
  // anything else is our own bug: its message could name internals, so it stays in the frame
  return { code: 'INTERNAL', message: TEXTS.errors.internal }
}
