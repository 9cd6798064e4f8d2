import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** A JSON error response `{ error }` with a status. */
export function httpError(status: ContentfulStatusCode, error: string): HTTPException {
  // a body given as a string keeps @hono/node-server's direct write (Response.json would stream it)
  const res = new Response(JSON.stringify({ error }), {
    status,
    headers: { 'content-type': 'application/json' },
  })
  return new HTTPException(status, { res })
}

/** Parses with a zod(-mini) schema; 400 with the first issue otherwise. */
export function parseOr400<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
  },
  value: unknown,
): T {
  const r = schema.safeParse(value)
  if (r.success) return r.data
  const issue = r.error.issues[0]
  throw httpError(
    400,
    `Invalid request: ${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'bad input'}`,
  )
}

/**
 * The name API's error shape (SPEC §8 "Name API errors use the first reason description"):
 * `{ error, reasons: [{ description: error }] }`, `error` kept for every other client. An error
 * handler for a route group: it reshapes the group's `httpError`s and lets anything else through.
 */
export async function withReasons(err: Error): Promise<Response> {
  if (!(err instanceof HTTPException) || !err.res) throw err
  const body = (await err.res
    .clone()
    .json()
    .catch(() => undefined)) as { error?: unknown } | undefined
  if (typeof body?.error !== 'string') return err.res
  return new Response(JSON.stringify({ error: body.error, reasons: [{ description: body.error }] }), {
    status: err.res.status,
    headers: { 'content-type': 'application/json' },
  })
}
