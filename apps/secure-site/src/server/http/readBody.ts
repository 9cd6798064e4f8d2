/**
 * Reads a JSON request body and validates it with a zod schema. Only `application/json` is
 * accepted: a cross-origin page cannot send that without a CORS preflight, which this server never
 * answers. A bad body is 400 `INVALID_REQUEST` (or `INVALID_EMAIL` when the email is what is wrong).
 */
import type { Context } from 'hono'
import { z } from 'zod'
import { apiError } from './apiError.js'

export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type))
    throw apiError(400, 'INVALID_REQUEST', 'The body must be JSON (Content-Type: application/json)')
  let value: unknown
  try {
    value = JSON.parse(await c.req.text())
  } catch {
    throw apiError(400, 'INVALID_REQUEST', 'The body is not valid JSON')
  }
  const r = schema.safeParse(value)
  if (r.success) return r.data
  const issue = r.error.issues[0]
  const path = issue?.path.join('.') || 'body'
  if (issue?.path[0] === 'email') throw apiError(400, 'INVALID_EMAIL', 'Enter a valid email address')
  throw apiError(400, 'INVALID_REQUEST', `Invalid request: ${path}: ${issue?.message ?? 'bad input'}`)
}

/** an email: trimmed, lower-cased, at most 254 characters */
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .toLowerCase()
  .pipe(z.email({ pattern: z.regexes.email }))

/** the frame's random id for its browser profile */
export const deviceIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'a device id: 8-128 of A-Z a-z 0-9 _ -')

/** SPEC §7: a 6-digit code */
export const otpSchema = z.string().regex(/^\d{6}$/, 'six digits')

/** a session token or a request id: base64url */
export const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'a token')

/** a project id as apps/api knows it (the frame's `projectId`) */
export const projectIdSchema = z.string().regex(/^[-\w]{1,128}$/, 'a project id: 1-128 of A-Z a-z 0-9 _ -')
