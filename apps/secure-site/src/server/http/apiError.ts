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
  /** a sign-in (Farcaster channel, social login) for a page that is not one of the project's allowed origins */
  | 'ORIGIN_NOT_ALLOWED'
  | 'NO_WALLET'
  | 'WALLET_EXISTS'
  | 'EMAIL_TAKEN'
  | 'NO_EMAIL'
  | 'MAIL_FAILED'
  | 'NOT_FOUND'
  | 'INTERNAL'
  /** Sign In With Farcaster: a bad signature, not the fid's custody, another channel's nonce, ... */
  | 'FARCASTER_INVALID'
  /** Sign In With Farcaster: the channel is unknown or older than 5 minutes */
  | 'FARCASTER_EXPIRED'
  /** social login: the provider is not configured on this site */
  | 'SOCIAL_UNAVAILABLE'
  /** social login: the person cancelled at the provider (access_denied) */
  | 'SOCIAL_DENIED'
  /** social login: the provider's answer, the code exchange or the profile failed */
  | 'SOCIAL_FAILED'
  /** social login: the state is unknown, expired, another device's or already used */
  | 'SOCIAL_EXPIRED'

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
