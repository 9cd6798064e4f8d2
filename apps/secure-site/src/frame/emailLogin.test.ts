import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEmailLogin, DEVICE_WAIT_MS } from './emailLogin.js'
import { createFrameSession } from './frameSession.js'
import { createFrameStorage } from './frameStorage.js'
import type { WalletKeysService } from './keys/walletKeys.js'
import type { ScreenHost } from './screens/screenHost.js'
import type { SecureSiteApi } from './secureSiteApi.js'
import { memoryStorage } from './testing/fakeSecureSite.js'

function setup(api: Partial<SecureSiteApi>, usable = false) {
  const storage = createFrameStorage(() => memoryStorage())
  const walletKeys = { usable: vi.fn(async () => usable) } as unknown as WalletKeysService
  const session = createFrameSession({ api: api as SecureSiteApi, storage, walletKeys })
  const login = createEmailLogin({
    api: api as SecureSiteApi,
    storage,
    session,
    walletKeys,
    screens: {} as ScreenHost,
  })
  return { login, storage }
}

describe('email login', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('CONNECT_EMAIL sends the token only for the same email on a device that holds its keys', async () => {
    const connectEmail = vi.fn(async () => ({ action: 'VERIFY_OTP' as const }))
    const { login, storage } = setup({ connectEmail }, true)
    storage.set('token', 'tok')
    storage.set('userId', 'u1')
    storage.set('email', 'Ada@Example.com')
    await login.connectEmail({ email: 'ada@example.com' })
    expect(connectEmail).toHaveBeenLastCalledWith({
      email: 'ada@example.com',
      deviceId: storage.deviceId(),
      token: 'tok',
    })
    await login.connectEmail({ email: 'bob@example.com' })
    expect(connectEmail).toHaveBeenLastCalledWith({ email: 'bob@example.com', deviceId: storage.deviceId() })
  })

  it('CONNECT_DEVICE keeps waiting until the device is approved, and gives up after 30 s (DEVICE_TIMEOUT)', async () => {
    vi.useFakeTimers()
    const waitForDevice = vi.fn(
      (_body: unknown, signal?: AbortSignal) =>
        new Promise<{ approved: boolean }>((resolve, reject) => {
          // a long poll that answers "not yet" after 25 s
          const t = setTimeout(() => resolve({ approved: false }), 25_000)
          signal?.addEventListener('abort', () => {
            clearTimeout(t)
            reject(new DOMException('aborted', 'AbortError'))
          })
        }),
    )
    const { login } = setup({
      connectEmail: async () => ({ action: 'VERIFY_DEVICE', requestId: 'r1' }),
      waitForDevice: waitForDevice as SecureSiteApi['waitForDevice'],
    })
    await login.connectEmail({ email: 'ada@example.com' })
    const waiting = login.connectDevice()
    const outcome = waiting.then(
      () => 'resolved',
      (e) => e,
    )
    await vi.advanceTimersByTimeAsync(DEVICE_WAIT_MS - 1)
    expect(waitForDevice).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ code: 'DEVICE_TIMEOUT' })
  })

  it('CONNECT_DEVICE answers VERIFY_OTP once approved', async () => {
    let calls = 0
    const { login } = setup({
      connectEmail: async () => ({ action: 'VERIFY_DEVICE', requestId: 'r1' }),
      waitForDevice: async () => ({ approved: ++calls === 2 }),
    })
    await login.connectEmail({ email: 'ada@example.com' })
    expect(await login.connectDevice()).toEqual({ action: 'VERIFY_OTP' })
    expect(calls).toBe(2)
  })

  it('SIGN_OUT forgets the token even when the server cannot be reached', async () => {
    const { login, storage } = setup({
      signOut: async () => {
        throw new Error('offline')
      },
    })
    storage.set('token', 'tok')
    expect(await login.signOut()).toEqual({})
    expect(storage.get('token')).toBeNull()
  })
})
