/**
 * One fetch helper for every SPEC §7 call: query parameters, JSON body, response validated
 * against a schema. Non-2xx → PorticoError HTTP_STATUS 'HTTP status code: {n}'; a response that
 * does not match its schema → API_RESPONSE_INVALID; a network failure → API_UNAVAILABLE.
 */
import { ERROR_MESSAGES, porticoError } from '../errors/errorCatalogue.js'
import { PorticoError } from '../errors/PorticoError.js'

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>

export interface Parser<T> {
  safeParse(v: unknown): { success: true; data: T } | { success: false; error: unknown }
}

export type QueryValue = string | number | boolean | undefined | null

export function buildUrl(base: string, path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`)
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v))
  return url.toString()
}

export function httpStatusError(status: number): PorticoError {
  return new PorticoError('HTTP_STATUS', ERROR_MESSAGES.HTTP_STATUS.replace('{n}', String(status)), {
    details: { status },
  })
}

/** how long an API call may take before it counts as unavailable (a view never loads forever) */
export const API_TIMEOUT_MS = 8_000

export async function apiFetch<T>(
  fetchFn: FetchFn,
  url: string,
  schema: Parser<T> | undefined,
  init: {
    method?: 'GET' | 'POST'
    body?: unknown
    headers?: Record<string, string>
    timeoutMs?: number
  } = {},
): Promise<T> {
  let res: Response
  try {
    res = await fetchFn(url, {
      signal: AbortSignal.timeout(init.timeoutMs ?? API_TIMEOUT_MS),
      method: init.method ?? 'GET',
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    })
  } catch (cause) {
    throw porticoError('API_UNAVAILABLE', { cause })
  }
  if (!res.ok) throw httpStatusError(res.status)
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
