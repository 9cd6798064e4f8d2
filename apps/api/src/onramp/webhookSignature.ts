/**
 * Webhook signatures of the sandbox provider: `portico-signature: t=<unix seconds>,v1=<hex>`, the
 * HMAC-SHA256 (node:crypto) of `${t}.${raw body}` with the shared secret, the scheme Stripe and
 * others use. Checked in constant time (`timingSafeEqual`) and only within a tolerance window, so
 * a captured call cannot be replayed later (and an event id is applied once: onrampSessions).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'portico-signature'
/** how far a webhook's timestamp may be from this server's clock */
export const WEBHOOK_TOLERANCE_SEC = 300

export function signWebhook(secret: string, body: string, at: number): string {
  const t = Math.floor(at / 1000)
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
  return `t=${t},v1=${v1}`
}

/** why the signature is refused, or undefined when it holds */
export function checkWebhookSignature(
  secret: string,
  header: string | null,
  body: string,
  now: number,
): string | undefined {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((p) => {
      const i = p.indexOf('=')
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()]
    }),
  )
  const t = Number(parts.t)
  const v1 = parts.v1 ?? ''
  if (!header || !Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(v1))
    return 'Missing or malformed signature'
  if (Math.abs(now / 1000 - t) > WEBHOOK_TOLERANCE_SEC) return 'Stale or future timestamp'
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest()
  const given = Buffer.from(v1, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'Invalid signature'
  return undefined
}
