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
import type { EmailUpdateRecord } from '../store/records.js'
import { changeEmail, userByEmail } from '../store/users.js'
import { requireSession } from './requireSession.js'

const startBody = z.strictObject({ email: emailSchema })
const otpBody = z.strictObject({ otp: otpSchema })

const primaryKey = (userId: string) => `update-primary:${userId}`
const secondaryKey = (userId: string) => `update-secondary:${userId}`
const noPending = () =>
  apiError(400, 'OTP_EXPIRED', 'There is no email change waiting for this code: start again')

const emailTaken = () => apiError(409, 'EMAIL_TAKEN', 'This email belongs to another account')

export function emailUpdateRoutes(deps: SiteDeps) {
  const { db, config } = deps
  const app = new Hono()
  const taken = async (email: string, userId: string) => {
    const owner = await userByEmail(db, email)
    if (owner && owner.id !== userId) throw emailTaken()
  }
  const pending = async (userId: string, stage: 'primary' | 'secondary'): Promise<EmailUpdateRecord> => {
    const [p] = await db.query<{ new_email: string; stage: string; expires_at: string | number }>(
      'select new_email, stage, expires_at from email_updates where user_id = $1 and stage = $2 and expires_at > $3',
      [userId, stage, config.now()],
    )
    if (!p) throw noPending()
    return { userId, newEmail: p.new_email, stage, expiresAt: Number(p.expires_at) }
  }
  const setPending = (p: EmailUpdateRecord) =>
    db.query(
      `insert into email_updates (user_id, new_email, stage, expires_at) values ($1, $2, $3, $4)
       on conflict (user_id) do update set new_email = excluded.new_email, stage = excluded.stage, expires_at = excluded.expires_at`,
      [p.userId, p.newEmail, p.stage, p.expiresAt],
    )

  /** the email being changed: a user who came by a provider without one has none to change */
  const currentEmail = (user: { email?: string }) => {
    if (!user.email) throw apiError(400, 'NO_EMAIL', 'This account has no email to change')
    return user.email
  }

  app.post('/email/update', async (c) => {
    const { user: session } = await requireSession(c, deps)
    const user = { ...session, email: currentEmail(session) }
    const { email } = await readBody(c, startBody)
    if (email === user.email) throw apiError(400, 'INVALID_EMAIL', 'This is already your email')
    await taken(email, user.id)
    await deps.mailGate.take(user.email, { purpose: 'update', cooldown: true })
    await deps.otps.drop(secondaryKey(user.id))
    const code = await deps.otps.issue(primaryKey(user.id), user.email)
    await setPending({
      userId: user.id,
      newEmail: email,
      stage: 'primary',
      expiresAt: config.now() + OTP_TTL_MS,
    })
    await deps.mailer.send(user.email, updatePrimaryMail(code, email))
    return c.json({ action: 'VERIFY_PRIMARY_OTP' as const })
  })

  app.post('/email/update/primary', async (c) => {
    const { user: session } = await requireSession(c, deps)
    const user = { ...session, email: currentEmail(session) }
    const { otp } = await readBody(c, otpBody)
    const p = await pending(user.id, 'primary')
    await deps.otps.verify(primaryKey(user.id), { email: user.email, code: otp })
    await deps.mailGate.take(p.newEmail, { purpose: 'update', cooldown: false })
    const code = await deps.otps.issue(secondaryKey(user.id), p.newEmail)
    await setPending({ ...p, stage: 'secondary', expiresAt: config.now() + OTP_TTL_MS })
    await deps.mailer.send(p.newEmail, updateSecondaryMail(code))
    return c.json({ action: 'VERIFY_SECONDARY_OTP' as const })
  })

  app.post('/email/update/secondary', async (c) => {
    const { user } = await requireSession(c, deps)
    const { otp } = await readBody(c, otpBody)
    const p = await pending(user.id, 'secondary')
    await deps.otps.verify(secondaryKey(user.id), { email: p.newEmail, code: otp })
    await taken(p.newEmail, user.id)
    if (!(await changeEmail(db, user.id, p.newEmail))) throw emailTaken()
    await db.query('delete from email_updates where user_id = $1', [user.id])
    return c.json({ email: p.newEmail })
  })

  return app
}
