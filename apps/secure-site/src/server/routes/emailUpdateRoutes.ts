/**
 * Changing the email (SPEC §4): `/email/update` mails a code to the current email
 * (VERIFY_PRIMARY_OTP), `/email/update/primary` checks it and mails a code to the new email
 * (VERIFY_SECONDARY_OTP), `/email/update/secondary` checks that and moves the user to the new email:
 * the old email no longer leads to this user.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { OTP_TTL_MS } from '../auth/otpCodes.js'
import { apiError } from '../http/apiError.js'
import { emailSchema, otpSchema, readBody } from '../http/readBody.js'
import { updatePrimaryMail, updateSecondaryMail } from '../mail/mailTexts.js'
import type { SiteDeps } from '../SiteDeps.js'
import { changeEmail, userByEmail } from '../store/users.js'
import { requireSession } from './requireSession.js'

const startBody = z.strictObject({ email: emailSchema })
const otpBody = z.strictObject({ otp: otpSchema })

const primaryKey = (userId: string) => `update-primary:${userId}`
const secondaryKey = (userId: string) => `update-secondary:${userId}`
const noPending = () =>
  apiError(400, 'OTP_EXPIRED', 'There is no email change waiting for this code: start again')

export function emailUpdateRoutes(deps: SiteDeps) {
  const { store, config } = deps
  const app = new Hono()
  const taken = (email: string, userId: string) => {
    const owner = userByEmail(store, email)
    if (owner && owner.id !== userId)
      throw apiError(409, 'EMAIL_TAKEN', 'This email belongs to another account')
  }
  const pending = (userId: string, stage: 'primary' | 'secondary') => {
    const p = store.emailUpdates.get(userId)
    if (!p || p.stage !== stage || p.expiresAt <= config.now()) throw noPending()
    return p
  }

  /** the email being changed: a user who came by a provider without one has none to change */
  const currentEmail = (user: { email?: string }) => {
    if (!user.email) throw apiError(400, 'NO_EMAIL', 'This account has no email to change')
    return user.email
  }

  app.post('/email/update', async (c) => {
    const { user: session } = requireSession(c, deps)
    const user = { ...session, email: currentEmail(session) }
    const { email } = await readBody(c, startBody)
    if (email === user.email) throw apiError(400, 'INVALID_EMAIL', 'This is already your email')
    taken(email, user.id)
    deps.mailGate.take(user.email, { purpose: 'update', cooldown: true })
    store.otps.delete(secondaryKey(user.id))
    const code = deps.otps.issue(primaryKey(user.id), user.email)
    store.emailUpdates.set(user.id, {
      userId: user.id,
      newEmail: email,
      stage: 'primary',
      expiresAt: config.now() + OTP_TTL_MS,
    })
    await deps.mailer.send(user.email, updatePrimaryMail(code, email))
    return c.json({ action: 'VERIFY_PRIMARY_OTP' as const })
  })

  app.post('/email/update/primary', async (c) => {
    const { user: session } = requireSession(c, deps)
    const user = { ...session, email: currentEmail(session) }
    const { otp } = await readBody(c, otpBody)
    const p = pending(user.id, 'primary')
    deps.otps.verify(primaryKey(user.id), { email: user.email, code: otp })
    deps.mailGate.take(p.newEmail, { purpose: 'update', cooldown: false })
    const code = deps.otps.issue(secondaryKey(user.id), p.newEmail)
    store.emailUpdates.set(user.id, { ...p, stage: 'secondary', expiresAt: config.now() + OTP_TTL_MS })
    await deps.mailer.send(p.newEmail, updateSecondaryMail(code))
    return c.json({ action: 'VERIFY_SECONDARY_OTP' as const })
  })

  app.post('/email/update/secondary', async (c) => {
    const { user } = requireSession(c, deps)
    const { otp } = await readBody(c, otpBody)
    const p = pending(user.id, 'secondary')
    deps.otps.verify(secondaryKey(user.id), { email: p.newEmail, code: otp })
    taken(p.newEmail, user.id)
    changeEmail(store, user.id, p.newEmail)
    store.emailUpdates.delete(user.id)
    return c.json({ email: p.newEmail })
  })

  return app
}
