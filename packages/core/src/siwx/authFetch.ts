/**
 * The `/auth/v1/*` calls of `createApiSiwx`: JSON in, the answer validated by its schema. Like
 * `apiFetch` (typed PorticoErrors: API_UNAVAILABLE, API_RESPONSE_INVALID, HTTP_STATUS), and a
 * refusal keeps the server's `{ error }` text as `details.reasons[0]` (bounded), so a caller can
 * tell 'JWT validation error: JWT Token is not yet valid' (SPEC §8 'Session Expired') from others.
 */
import {
  API_TIMEOUT_MS,
  buildUrl,
  type FetchFn,
  httpStatusError,
  MAX_ERROR_BODY_CHARS,
} from '../api/apiFetch.js'
import { porticoError } from '../errors/errorCatalogue.js'
import { PorticoError } from '../errors/PorticoError.js'

interface Parser<T> {
  safeParse(v: unknown): { success: true; data: T } | { success: false; error: unknown }
}

async function errorText(res: Response): Promise<string | undefined> {
  try {
    const text = await res.text()
    if (text.length > MAX_ERROR_BODY_CHARS) return undefined
    const error = (JSON.parse(text) as { error?: unknown } | null)?.error
    return typeof error === 'string' && error.trim() ? error.trim().slice(0, 200) : undefined
  } catch {
    return undefined
  }
}

export async function authFetch<T>(
  fetchFn: FetchFn,
  apiUrl: string,
  path: string,
  schema: Parser<T> | undefined,
  init: { method: 'GET' | 'POST'; body?: unknown; token?: string },
): Promise<T> {
  let res: Response
  try {
    res = await fetchFn(buildUrl(apiUrl, path), {
      method: init.method,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    })
  } catch (cause) {
    throw porticoError('API_UNAVAILABLE', { cause })
  }
  if (!res.ok) {
    const error = await errorText(res)
    throw httpStatusError(res.status, error ? [error] : undefined)
  }
  if (!schema) return undefined as T
  let json: unknown
  try {
    json = await res.json()
  } catch (cause) {
    throw porticoError('API_RESPONSE_INVALID', { cause })
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw porticoError('API_RESPONSE_INVALID', { details: parsed.error })
  return parsed.data
}

/** the status and server text of a refusal, when `e` is one */
export function authRefusal(e: unknown): { status: number; error?: string } | undefined {
  if (!(e instanceof PorticoError) || e.code !== 'HTTP_STATUS') return undefined
  const details = e.details as { status: number; reasons?: string[] }
  return { status: details.status, error: details.reasons?.[0] }
}
