/**
 * The API's error answers: `{ error: <CODE>, message, ...details }` (docs/embedded-wallet.md, "The
 * secure site server"). Thrown as a Hono HTTPException carrying its finished response.
 */
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export type ApiErrorCode =
  | 'INVALID_REQUEST'
  | 'INVALID_EMAIL'
  | 'COOLDOWN'
  | 'RATE_LIMITED'
  | 'INVALID_OTP'
  | 'OTP_EXPIRED'
  | 'OTP_LOCKED'
  | 'DEVICE_TIMEOUT'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NO_WALLET'
  | 'WALLET_EXISTS'
  | 'EMAIL_TAKEN'
  | 'NO_EMAIL'
  | 'MAIL_FAILED'
  | 'NOT_FOUND'
  | 'INTERNAL'

export interface ApiErrorBody {
  error: ApiErrorCode
  message: string
  [detail: string]: unknown
}

export function apiErrorResponse(
  status: ContentfulStatusCode,
  error: ApiErrorCode,
  message: string,
  details: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  // a string body keeps @hono/node-server's direct write (Response.json would be streamed)
  return new Response(JSON.stringify({ ...details, error, message } satisfies ApiErrorBody), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  })
}

export function apiError(
  status: ContentfulStatusCode,
  error: ApiErrorCode,
  message: string,
  details: Record<string, unknown> = {},
): HTTPException {
  const headers: Record<string, string> =
    typeof details.retryAfter === 'number' ? { 'retry-after': String(details.retryAfter) } : {}
  return new HTTPException(status, { res: apiErrorResponse(status, error, message, details, headers) })
}

/** SPEC §5: 'Please try again after {n} seconds' */
export function cooldownError(retryAfter: number): HTTPException {
  return apiError(429, 'COOLDOWN', `Please try again after ${retryAfter} seconds`, { retryAfter })
}

export const unauthorized = () =>
  apiError(401, 'UNAUTHORIZED', 'Sign in again: the session is missing, expired or revoked')
