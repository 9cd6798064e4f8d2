/**
 * SPEC §8 "Provider messages map": a sign-in call that failed with a provider message the SPEC
 * names ('JWT validation error: JWT Token is not yet valid' → 'Session Expired', …) shows that
 * alert (debug only, once). The message is read from the error's text or, for an apps/api
 * refusal, from the server's `{ error }` kept in `details.reasons`.
 */
import type { PorticoContext } from '../../controllers/PorticoContext.js'
import { type AlertKey, PROVIDER_MESSAGE_ALERTS } from '../../errors/notices.js'

export function signInProviderAlert(ctx: Pick<PorticoContext, 'alerts'>, e: unknown): AlertKey | undefined {
  const reasons = (e as { details?: { reasons?: unknown } } | null)?.details?.reasons
  const texts = [
    ...(Array.isArray(reasons) ? reasons : []),
    (e as { message?: unknown } | null)?.message,
  ].filter((t): t is string => typeof t === 'string')
  const key = texts.map((t) => PROVIDER_MESSAGE_ALERTS[t]).find(Boolean)
  if (key) ctx.alerts.show(key)
  return key
}
