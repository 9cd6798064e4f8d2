/**
 * Test helper: the secure site's API (docs/embedded-wallet.md API table) in memory behind a
 * `fetch`, for the frame's unit tests. The real server (src/server) has its own tests and runs
 * in the e2e tests.
 */
export const OTP = '123456'

interface User {
  userId: string
  email: string
  devices: Set<string>
  wallet?: { authShare: string; recoveryShare: string; addresses: { eip155: string; solana: string } }
}

export function fakeSecureSite(options: { deviceApprovedAfter?: number } = {}) {
  const users = new Map<string, User>()
  const sessions = new Map<string, { userId: string; deviceId: string }>()
  const deviceRequests = new Map<string, { waits: number }>()
  const log: string[] = []
  let cooldownFor: string | undefined
  let pendingEmail: string | undefined
  let nextId = 1

  const json = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })

  const fetch = (async (url: string, init?: RequestInit) => {
    const path = String(url).replace(/^.*\/api\/v1/, '')
    const method = init?.method ?? 'GET'
    const body = init?.body ? JSON.parse(String(init.body)) : {}
    const auth = new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '')
    const session = auth ? sessions.get(auth) : undefined
    const me = session ? [...users.values()].find((u) => u.userId === session.userId) : undefined
    log.push(`${method} ${path}`)

    switch (`${method} ${path}`) {
      case 'POST /email/connect': {
        if (cooldownFor === body.email)
          return json(429, { error: 'COOLDOWN', message: 'wait', retryAfter: 17 })
        const user = users.get(body.email)
        const live = body.token && sessions.get(body.token)
        if (user && live && live.userId === user.userId && live.deviceId === body.deviceId)
          return json(200, { action: 'CONNECT' })
        if (user && !user.devices.has(body.deviceId)) {
          const requestId = `req-${nextId++}`
          deviceRequests.set(requestId, { waits: 0 })
          return json(200, { action: 'VERIFY_DEVICE', requestId })
        }
        return json(200, { action: 'VERIFY_OTP' })
      }
      case 'POST /email/device/wait': {
        const request = deviceRequests.get(body.requestId)
        if (!request) return json(400, { error: 'INVALID_REQUEST', message: 'unknown request' })
        request.waits++
        const approved = request.waits > (options.deviceApprovedAfter ?? 0)
        if (approved) users.get(body.email)?.devices.add(body.deviceId)
        return json(200, { approved })
      }
      case 'POST /email/otp': {
        if (body.otp !== OTP)
          return json(400, { error: 'INVALID_OTP', message: 'Invalid code', attemptsLeft: 4 })
        let user = users.get(body.email)
        const isNewUser = !user
        if (!user) {
          user = { userId: `user-${nextId++}`, email: body.email, devices: new Set() }
          users.set(body.email, user)
        }
        user.devices.add(body.deviceId)
        const token = `token-${nextId++}`
        sessions.set(token, { userId: user.userId, deviceId: body.deviceId })
        return json(200, { token, userId: user.userId, isNewUser })
      }
      case 'GET /me':
        if (!me) return json(401, { error: 'UNAUTHORIZED', message: 'no session' })
        return json(200, {
          userId: me.userId,
          email: me.email,
          hasWallet: Boolean(me.wallet),
          ...(me.wallet ? { addresses: me.wallet.addresses } : {}),
        })
      case 'POST /wallet':
        if (!me) return json(401, { error: 'UNAUTHORIZED', message: 'no session' })
        if (me.wallet) return json(409, { error: 'WALLET_EXISTS', message: 'wallet exists' })
        me.wallet = body
        return json(201, {})
      case 'GET /wallet/shares':
        if (!me?.wallet) return json(401, { error: 'UNAUTHORIZED', message: 'no session' })
        return json(200, { authShare: me.wallet.authShare, recoveryShare: me.wallet.recoveryShare })
      case 'POST /email/update':
        if (!me) return json(401, { error: 'UNAUTHORIZED', message: 'no session' })
        pendingEmail = body.email
        return json(200, { action: 'VERIFY_PRIMARY_OTP' })
      case 'POST /email/update/primary':
        if (body.otp !== OTP)
          return json(400, { error: 'INVALID_OTP', message: 'Invalid code', attemptsLeft: 4 })
        return json(200, { action: 'VERIFY_SECONDARY_OTP' })
      case 'POST /email/update/secondary':
        if (!me || !pendingEmail) return json(401, { error: 'UNAUTHORIZED', message: 'no session' })
        users.delete(me.email)
        me.email = pendingEmail
        users.set(me.email, me)
        return json(200, { email: me.email })
      case 'POST /signout':
        if (auth) sessions.delete(auth)
        return new Response(null, { status: 204 })
      default:
        return json(404, { error: 'NOT_FOUND', message: 'no route' })
    }
  }) as typeof globalThis.fetch

  return {
    fetch,
    log,
    users,
    sessions,
    setCooldown(email: string | undefined) {
      cooldownFor = email
    },
  }
}

/** a Storage over a Map (one per simulated device) */
export function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => {
      map.delete(k)
    },
    setItem: (k, v) => {
      map.set(k, String(v))
    },
  }
}
