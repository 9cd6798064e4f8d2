/**
 * One fetch helper for every SPEC §7 call: query parameters, JSON body, response validated
 * against a schema. Non-2xx → PorticoError HTTP_STATUS 'HTTP status code: {n}' (with
 * `details.reasons` from the body when the call asks for them: the name API); a response that
 * does not match its schema → API_RESPONSE_INVALID; a network failure → API_UNAVAILABLE; no answer
 * within API_TIMEOUT_MS (8 s) → API_TIMEOUT.
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

export function httpStatusError(status: number, reasons?: string[]): PorticoError {
  return new PorticoError('HTTP_STATUS', ERROR_MESSAGES.HTTP_STATUS.replace('{n}', String(status)), {
    details: reasons?.length ? { status, reasons } : { status },
  })
}

/** an error body is read only when small: the reasons are a line or two */
export const MAX_ERROR_BODY_CHARS = 4096
const MAX_REASONS = 5
const MAX_REASON_CHARS = 200

/**
 * The reasons of a JSON error body `{ reasons: [{ description }] }` (the name API's shape, SPEC §8
 * "Name API errors use the first reason description"): at most 5 non-empty strings of at most
 * 200 characters each; undefined when the body has none or is not such JSON. Untrusted text: a
 * view shows it as text, never as markup.
 */
export async function errorReasons(res: Response): Promise<string[] | undefined> {
  if (!/^application\/json\b/i.test(res.headers.get('content-type') ?? '')) return undefined
  const length = Number(res.headers.get('content-length') ?? 0)
  if (length > MAX_ERROR_BODY_CHARS) return undefined
  let text: string
  try {
    text = await res.text()
  } catch {
    return undefined
  }
  if (text.length > MAX_ERROR_BODY_CHARS) return undefined
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  const reasons = (json as { reasons?: unknown } | null)?.reasons
  if (!Array.isArray(reasons)) return undefined
  const out = reasons
    .slice(0, MAX_REASONS)
    .map((r) => (r as { description?: unknown } | null)?.description)
    .filter((d): d is string => typeof d === 'string' && d.trim() !== '')
    .map((d) => d.trim().slice(0, MAX_REASON_CHARS))
  return out.length ? out : undefined
}

/** how long an API call may take before it counts as unavailable (a view never loads forever) */
export const API_TIMEOUT_MS = 8_000
/** API_TIMEOUT's message, kept with the one code that throws it (not in the startup catalogue) */
export const API_TIMEOUT_MESSAGE = 'The API did not answer in time'

/**
 * Every SPEC §7 call, bounded: the timeout covers the whole call (answer, body and parsing), and
 * holds even when the fetch it goes through ignores its signal (a host's fetch wrapper that drops
 * `init.signal`, a polyfill, a stalled body stream): the call rejects with API_TIMEOUT when the
 * time is up and its answer, if one comes later, is dropped. `signal`: the caller gives up (a
 * newer search, a retry): the call rejects with REQUEST_ABORTED and the request is aborted.
 */
export async function apiFetch<T>(
  fetchFn: FetchFn,
  url: string,
  schema: Parser<T> | undefined,
  init: {
    method?: 'GET' | 'POST'
    body?: unknown
    headers?: Record<string, string>
    timeoutMs?: number
    /** read `details.reasons` from a JSON error body (see `errorReasons`) */
    reasons?: boolean
    signal?: AbortSignal
  } = {},
): Promise<T> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  let stop: (() => void) | undefined
  const ended = new Promise<never>((_, reject) => {
    const end = (code: 'API_TIMEOUT' | 'REQUEST_ABORTED') => {
      const error = code === 'API_TIMEOUT' ? new PorticoError(code, API_TIMEOUT_MESSAGE) : porticoError(code)
      reject(error)
      controller.abort(error)
    }
    timer = setTimeout(() => end('API_TIMEOUT'), init.timeoutMs ?? API_TIMEOUT_MS)
    const outer = init.signal
    if (!outer) return
    const onAbort = () => end('REQUEST_ABORTED')
    if (outer.aborted) onAbort()
    outer.addEventListener('abort', onAbort, { once: true })
    stop = () => outer.removeEventListener('abort', onAbort)
  })
  // the losing side of the race settles later: that is the dropped answer, never unhandled
  const call = fetchAndParse(fetchFn, url, schema, init, controller.signal)
  call.catch(() => undefined)
  try {
    return await Promise.race([call, ended])
  } finally {
    clearTimeout(timer)
    stop?.()
  }
}

async function fetchAndParse<T>(
  fetchFn: FetchFn,
  url: string,
  schema: Parser<T> | undefined,
  init: { method?: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string>; reasons?: boolean },
  signal: AbortSignal,
): Promise<T> {
  let res: Response
  try {
    res = await fetchFn(url, {
      signal,
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
  if (!res.ok) throw httpStatusError(res.status, init.reasons ? await errorReasons(res) : undefined)
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
