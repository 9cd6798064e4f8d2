/**
 * Email login (SPEC §4 "Email login", §5, §9): `/email/connect` answers CONNECT (a live session of
 * that email on that device), VERIFY_DEVICE (a known user on an unknown device: a link is mailed)
 * or VERIFY_OTP (a code is mailed); `/email/device/wait` long-polls the link; `/email/otp` trades a
 * code for a session.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { apiError } from '../http/apiError.js'
import { deviceIdSchema, emailSchema, otpSchema, readBody, tokenSchema } from '../http/readBody.js'
import { deviceLinkMail, loginCodeMail } from '../mail/mailTexts.js'
import type { SiteDeps } from '../SiteDeps.js'
import { addDevice, createUser, hasDevice, userByEmail, userById } from '../store/users.js'

const connectBody = z.strictObject({
  email: emailSchema,
  deviceId: deviceIdSchema,
  token: tokenSchema.optional(),
})
const waitBody = z.strictObject({ email: emailSchema, deviceId: deviceIdSchema, requestId: tokenSchema })
const otpBody = z.strictObject({ email: emailSchema, deviceId: deviceIdSchema, otp: otpSchema })

export const loginKey = (email: string) => `login:${email}`

export function emailLoginRoutes(deps: SiteDeps) {
  const { db, config } = deps
  const app = new Hono()

  app.post('/email/connect', async (c) => {
    await deps.limitPerIp('connect', deps.clientIp(c))
    const { email, deviceId, token } = await readBody(c, connectBody)
    if (token) {
      const session = await deps.sessions.lookup(token)
      const owner = session && (await userById(db, session.userId))
      if (session && owner && session.deviceId === deviceId && owner.email === email)
        return c.json({ action: 'CONNECT' as const })
    }
    const user = await userByEmail(db, email)
    if (user && !(await hasDevice(db, user.id, deviceId))) {
      await deps.mailGate.take(email, { purpose: 'login', cooldown: true })
      const { requestId, token: linkToken } = await deps.devices.create({ userId: user.id, email, deviceId })
      await deps.mailer.send(email, deviceLinkMail(`${deps.publicUrl()}/device/approve?token=${linkToken}`))
      return c.json({ action: 'VERIFY_DEVICE' as const, requestId })
    }
    await deps.mailGate.take(email, { purpose: 'login', cooldown: true })
    const code = await deps.otps.issue(loginKey(email), email, deviceId)
    await deps.mailer.send(email, loginCodeMail(code))
    return c.json({ action: 'VERIFY_OTP' as const })
  })

  app.post('/email/device/wait', async (c) => {
    const { email, deviceId, requestId } = await readBody(c, waitBody)
    const live = async () => {
      const r = await deps.devices.get(requestId)
      if (!r || r.email !== email || r.deviceId !== deviceId)
        throw apiError(
          400,
          'DEVICE_TIMEOUT',
          'The device request is unknown or has expired: please start again',
        )
      return r
    }
    await live()
    // ends early when the site drains ({ approved: false }): the frame polls again (README "Operations")
    const approved = await deps.devices.wait(requestId, config.limits.deviceWaitMs, deps.pollSignal(c))
    if (!approved) return c.json({ approved: false })
    await live()
    // of the waits on every replica, one mails the code
    if (await deps.devices.claimCodeSend(requestId)) {
      try {
        await deps.mailGate.take(email, { purpose: 'login', cooldown: false })
        const code = await deps.otps.issue(loginKey(email), email, deviceId)
        await deps.mailer.send(email, loginCodeMail(code))
      } catch (e) {
        await deps.devices.releaseCodeSend(requestId)
        throw e
      }
    }
    return c.json({ approved: true })
  })

  app.post('/email/otp', async (c) => {
    const { email, deviceId, otp } = await readBody(c, otpBody)
    await deps.otps.verify(loginKey(email), { email, code: otp, deviceId })
    const { user, created } = await createUser(db, email, config.now())
    await addDevice(db, user.id, deviceId, config.now())
    const token = await deps.sessions.create({ userId: user.id, deviceId, method: 'email' })
    deps.counters.logins.inc({ method: 'email' })
    return c.json({ token, userId: user.id, isNewUser: created })
  })

  return app
}
