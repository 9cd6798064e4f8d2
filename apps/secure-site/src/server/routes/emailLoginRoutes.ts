/**
 * Email login (SPEC §4 "Email login", §5, §9): `/email/connect` answers CONNECT (a live session of
 * that email on that device), VERIFY_DEVICE (a known user on an unknown device: a link is mailed)
 * or VERIFY_OTP (a code is mailed); `/email/device/wait` long-polls the link; `/email/otp` trades a
 * code for a session.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { apiError } from '../http/apiError.js'
import { clientIp } from '../http/clientIp.js'
import { deviceIdSchema, emailSchema, otpSchema, readBody, tokenSchema } from '../http/readBody.js'
import { deviceLinkMail, loginCodeMail } from '../mail/mailTexts.js'
import type { SiteDeps } from '../SiteDeps.js'
import { addDevice, createUser, userByEmail } from '../store/users.js'

const connectBody = z.strictObject({
  email: emailSchema,
  deviceId: deviceIdSchema,
  token: tokenSchema.optional(),
})
const waitBody = z.strictObject({ email: emailSchema, deviceId: deviceIdSchema, requestId: tokenSchema })
const otpBody = z.strictObject({ email: emailSchema, deviceId: deviceIdSchema, otp: otpSchema })

export const loginKey = (email: string) => `login:${email}`

export function emailLoginRoutes(deps: SiteDeps) {
  const { store, config } = deps
  const app = new Hono()

  app.post('/email/connect', async (c) => {
    const hit = deps.connectLimit.take(clientIp(c, config.trustProxy))
    if (!hit.ok)
      throw apiError(
        429,
        'RATE_LIMITED',
        `Too many requests: please try again after ${hit.retryAfter} seconds`,
        {
          retryAfter: hit.retryAfter,
        },
      )
    const { email, deviceId, token } = await readBody(c, connectBody)
    if (token) {
      const session = deps.sessions.lookup(token)
      const owner = session && store.users.get(session.userId)
      if (session && owner && session.deviceId === deviceId && owner.email === email)
        return c.json({ action: 'CONNECT' as const })
    }
    const user = userByEmail(store, email)
    if (user && !user.devices.includes(deviceId)) {
      deps.mailGate.take(email, { purpose: 'login', cooldown: true })
      const { requestId, token: linkToken } = deps.devices.create({ userId: user.id, email, deviceId })
      await deps.mailer.send(email, deviceLinkMail(`${deps.publicUrl()}/device/approve?token=${linkToken}`))
      return c.json({ action: 'VERIFY_DEVICE' as const, requestId })
    }
    deps.mailGate.take(email, { purpose: 'login', cooldown: true })
    const code = deps.otps.issue(loginKey(email), email, deviceId)
    await deps.mailer.send(email, loginCodeMail(code))
    return c.json({ action: 'VERIFY_OTP' as const })
  })

  app.post('/email/device/wait', async (c) => {
    const { email, deviceId, requestId } = await readBody(c, waitBody)
    const live = () => {
      const r = deps.devices.get(requestId)
      if (!r || r.email !== email || r.deviceId !== deviceId)
        throw apiError(
          400,
          'DEVICE_TIMEOUT',
          'The device request is unknown or has expired: please start again',
        )
      return r
    }
    live()
    const approved = await deps.devices.wait(requestId, config.limits.deviceWaitMs, c.req.raw.signal)
    if (!approved) return c.json({ approved: false })
    const request = live()
    if (!request.codeSent) {
      deps.mailGate.take(email, { purpose: 'login', cooldown: false })
      deps.devices.markCodeSent(requestId)
      const code = deps.otps.issue(loginKey(email), email, deviceId)
      await deps.mailer.send(email, loginCodeMail(code))
    }
    return c.json({ approved: true })
  })

  app.post('/email/otp', async (c) => {
    const { email, deviceId, otp } = await readBody(c, otpBody)
    deps.otps.verify(loginKey(email), { email, code: otp, deviceId })
    const existing = userByEmail(store, email)
    const user = existing ?? createUser(store, email, config.now())
    addDevice(store, user.id, deviceId)
    const token = deps.sessions.create({ userId: user.id, deviceId, method: 'email' })
    return c.json({ token, userId: user.id, isNewUser: !existing })
  })

  return app
}
