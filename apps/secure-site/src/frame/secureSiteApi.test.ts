import { describe, expect, it, vi } from 'vitest'
import { createFrameStorage } from './frameStorage.js'
import { createSecureSiteApi, toApiError } from './secureSiteApi.js'
import { memoryStorage } from './testing/fakeSecureSite.js'

const reply = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status })

describe('secure site API client', () => {
  it('calls /api/v1 on the same origin with the bearer token and no cookies', async () => {
    const storage = createFrameStorage(() => memoryStorage())
    storage.set('token', 'tok')
    const fetch = vi.fn(async () => reply(200, { userId: 'u', email: 'a@b.co', hasWallet: false }))
    const api = createSecureSiteApi({ storage, fetch: fetch as unknown as typeof globalThis.fetch })
    expect(await api.me()).toEqual({ userId: 'u', email: 'a@b.co', hasWallet: false })
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/me',
      expect.objectContaining({ method: 'GET', credentials: 'omit' }),
    )
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1]
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok')
  })

  it("§5 maps COOLDOWN to 'Please try again after {n} seconds'", () => {
    expect(toApiError(429, { error: 'COOLDOWN', message: 'x', retryAfter: 12.2 })).toMatchObject({
      code: 'COOLDOWN',
      message: 'Please try again after 13 seconds',
      retryAfter: 13,
    })
  })

  it('maps the other server errors to frame error codes', () => {
    expect(toApiError(400, { error: 'INVALID_OTP', message: 'Invalid code', attemptsLeft: 2 })).toMatchObject(
      {
        code: 'INVALID_OTP',
        attemptsLeft: 2,
      },
    )
    expect(toApiError(400, { error: 'OTP_LOCKED', message: 'locked' })).toMatchObject({ code: 'OTP_LOCKED' })
    expect(toApiError(400, { error: 'OTP_EXPIRED', message: 'expired' })).toMatchObject({
      code: 'OTP_EXPIRED',
    })
    expect(toApiError(429, { error: 'RATE_LIMITED', message: 'slow down' })).toMatchObject({
      code: 'RATE_LIMITED',
    })
    expect(toApiError(401, { error: 'UNAUTHORIZED' })).toMatchObject({ code: 'NOT_CONNECTED', status: 401 })
    expect(toApiError(500, 'oops')).toMatchObject({ code: 'INTERNAL', message: 'HTTP status code: 500' })
    expect(toApiError(409, { error: 'WALLET_EXISTS', message: 'exists' })).toMatchObject({ status: 409 })
  })

  it('an unreachable server is NETWORK_ERROR; an answer of the wrong shape is INTERNAL', async () => {
    const storage = createFrameStorage(() => null)
    const down = createSecureSiteApi({
      storage,
      fetch: (async () => {
        throw new TypeError('Failed to fetch')
      }) as typeof fetch,
    })
    await expect(down.me()).rejects.toMatchObject({ code: 'NETWORK_ERROR' })
    const odd = createSecureSiteApi({ storage, fetch: (async () => reply(200, { nope: 1 })) as typeof fetch })
    await expect(odd.me()).rejects.toMatchObject({ code: 'INTERNAL' })
  })
})

describe('frame storage', () => {
  it('keeps working in memory when localStorage is blocked', () => {
    const blocked = createFrameStorage(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    blocked.set('token', 't')
    expect(blocked.get('token')).toBe('t')
    const id = blocked.deviceId()
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(blocked.deviceId()).toBe(id)
    blocked.set('token', null)
    expect(blocked.get('token')).toBeNull()
  })

  it('keeps the device id across loads of the frame', () => {
    const backing = memoryStorage()
    const id = createFrameStorage(() => backing).deviceId()
    expect(createFrameStorage(() => backing).deviceId()).toBe(id)
  })
})
