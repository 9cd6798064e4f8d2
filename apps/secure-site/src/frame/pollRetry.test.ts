/**
 * The frame's long polls through a restart or a rolling upgrade of the secure site (issue 28): the
 * draining replica's early "not yet", then no server for a while (NETWORK_ERROR, a proxy's 502 or
 * 503), then another replica's answer: the login goes on and the person sees no error. A failure
 * that is the server's answer about the login, or one that lasts past 30 s, is shown as before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEmailLogin } from './emailLogin.js'
import { createFarcasterLogin } from './farcasterLogin.js'
import { FrameRequestError } from './frameError.js'
import { createFrameSession } from './frameSession.js'
import { createFrameStorage } from './frameStorage.js'
import type { WalletKeysService } from './keys/walletKeys.js'
import { isTransientPollError, pollRetry, TRANSIENT_RETRY_MS } from './pollRetry.js'
import type { ScreenHost } from './screens/screenHost.js'
import type { SecureSiteApi } from './secureSiteApi.js'
import { toApiError } from './secureSiteApi.js'
import { createSocialLogin } from './socialLogin.js'
import { memoryStorage } from './testing/fakeSecureSite.js'
import { TEXTS } from './texts.js'

const down = () => new FrameRequestError('NETWORK_ERROR', TEXTS.errors.network)
const gateway = (status: number) => toApiError(status, null)

/** the frame's login services over a scripted API: each poll takes the next step */
function setup(api: Partial<SecureSiteApi>) {
  const storage = createFrameStorage(() => memoryStorage())
  const walletKeys = { usable: vi.fn(async () => true) } as unknown as WalletKeysService
  const full = {
    me: async () => ({ userId: 'u1', hasWallet: true, addresses: { eip155: '0x1', solana: 's' } }),
    ...api,
  } as SecureSiteApi
  const session = createFrameSession({ api: full, storage, walletKeys })
  const deps = { api: full, storage, session, walletKeys, screens: {} as ScreenHost }
  return {
    email: createEmailLogin(deps),
    social: createSocialLogin({ ...deps, projectId: 'p', parentOrigin: 'http://127.0.0.1:5173' }),
    farcaster: createFarcasterLogin({ ...deps, projectId: 'p', parentOrigin: 'http://127.0.0.1:5173' }),
    storage,
  }
}

/** a scripted poll: each call takes the next step (a value answers, an Error is thrown) */
function script<T>(steps: (T | Error)[]) {
  let i = 0
  const fn = vi.fn(async () => {
    const step = steps[Math.min(i++, steps.length - 1)]
    if (step instanceof Error) throw step
    return step as T
  })
  return fn
}

afterEach(() => {
  vi.useRealTimers()
})

describe('pollRetry', () => {
  it('transient: no answer, or 502/503/504 without a login error; not a 400 about the login, a 429, a 500', () => {
    expect(isTransientPollError(down())).toBe(true)
    for (const s of [502, 503, 504]) expect(isTransientPollError(gateway(s))).toBe(true)
    expect(isTransientPollError(toApiError(502, { error: 'MAIL_FAILED', message: 'x' }))).toBe(true)
    expect(isTransientPollError(toApiError(400, { error: 'DEVICE_TIMEOUT', message: 'x' }))).toBe(false)
    expect(isTransientPollError(toApiError(400, { error: 'SOCIAL_EXPIRED', message: 'x' }))).toBe(false)
    expect(isTransientPollError(toApiError(429, { error: 'RATE_LIMITED', message: 'x' }))).toBe(false)
    expect(isTransientPollError(gateway(500))).toBe(false)
    expect(isTransientPollError(new Error('a bug'))).toBe(false)
  })

  it('polls again while failures last under 30 s in a row; an answer starts the count again', () => {
    let t = 0
    const retry = pollRetry(() => t)
    expect(retry.again(down())).toBe(true)
    t = TRANSIENT_RETRY_MS - 1
    expect(retry.again(gateway(503))).toBe(true)
    retry.answered()
    t += 20_000
    expect(retry.again(down())).toBe(true)
    t += TRANSIENT_RETRY_MS
    expect(retry.again(down())).toBe(false)
  })
})

describe('issue 28: a long poll through a restart of the secure site', () => {
  it('CONNECT_DEVICE: the drain’s early "not yet", no server, a proxy’s 502 and 503, then the approval: VERIFY_OTP, no error', async () => {
    vi.useFakeTimers()
    const waitForDevice = script<{ approved: boolean }>([
      { approved: false },
      down(),
      down(),
      gateway(502),
      gateway(503),
      { approved: true },
    ])
    const { email } = setup({
      connectEmail: async () => ({ action: 'VERIFY_DEVICE', requestId: 'r1' }),
      waitForDevice: waitForDevice as SecureSiteApi['waitForDevice'],
    })
    await email.connectEmail({ email: 'ada@example.com' })
    const outcome = email.connectDevice().then(
      (v) => v,
      (e: unknown) => e,
    )
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await outcome).toEqual({ action: 'VERIFY_OTP' })
    expect(waitForDevice).toHaveBeenCalledTimes(6)
  })

  it('CONNECT_DEVICE: an answer about the login (DEVICE_TIMEOUT) is shown at once; a server gone for the whole 30 s ends in DEVICE_TIMEOUT', async () => {
    vi.useFakeTimers()
    const expired = toApiError(400, { error: 'DEVICE_TIMEOUT', message: 'The device request is unknown' })
    const first = setup({
      connectEmail: async () => ({ action: 'VERIFY_DEVICE', requestId: 'r1' }),
      waitForDevice: script<{ approved: boolean }>([down(), expired]) as SecureSiteApi['waitForDevice'],
    })
    await first.email.connectEmail({ email: 'ada@example.com' })
    const a = first.email.connectDevice().catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(await a).toBe(expired)

    const waitForDevice = script<{ approved: boolean }>([down()])
    const second = setup({
      connectEmail: async () => ({ action: 'VERIFY_DEVICE', requestId: 'r2' }),
      waitForDevice: waitForDevice as SecureSiteApi['waitForDevice'],
    })
    await second.email.connectEmail({ email: 'ada@example.com' })
    const b = second.email.connectDevice().catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(31_000)
    expect(await b).toMatchObject({ code: 'DEVICE_TIMEOUT' })
    expect(waitForDevice.mock.calls.length).toBeGreaterThan(20)
  })

  it('CONNECT_SOCIAL: "pending" from the draining replica, no server, then the session: signed in', async () => {
    vi.useFakeTimers()
    const socialComplete = script<Awaited<ReturnType<SecureSiteApi['socialComplete']>>>([
      { pending: true },
      down(),
      gateway(503),
      { token: 'tok', userId: 'u1' },
    ])
    const { social, storage } = setup({
      socialAuthorize: async () => ({ url: 'http://127.0.0.1:1/authorize' }),
      socialComplete: socialComplete as SecureSiteApi['socialComplete'],
    })
    const { state } = await social.redirectUri({ provider: 'github', mode: 'popup' })
    const outcome = social.connect({ state }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(await outcome).toEqual({ userId: 'u1' })
    expect(storage.get('token')).toBe('tok')
  })

  it('CONNECT_SOCIAL: failing for longer than 30 s shows the last failure', async () => {
    vi.useFakeTimers()
    const { social } = setup({
      socialAuthorize: async () => ({ url: 'http://127.0.0.1:1/authorize' }),
      socialComplete: script<{ pending: true }>([down()]) as SecureSiteApi['socialComplete'],
    })
    const { state } = await social.redirectUri({ provider: 'github', mode: 'popup' })
    const outcome = social.connect({ state }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(TRANSIENT_RETRY_MS + 2_000)
    expect(await outcome).toMatchObject({ code: 'NETWORK_ERROR' })
  })

  it('CONNECT_FARCASTER: "pending" from the draining replica, a proxy’s 502, no server, then completed: signed in', async () => {
    vi.useFakeTimers()
    const farcasterStatus = script<Awaited<ReturnType<SecureSiteApi['farcasterStatus']>>>([
      { state: 'pending' },
      gateway(502),
      down(),
      { state: 'completed', token: 'tok-fc', userId: 'u1' },
    ])
    const { farcaster, storage } = setup({
      farcasterChannel: async () => ({ channelToken: 'ch', url: 'https://farcaster.xyz/~/siwf?x' }),
      farcasterStatus: farcasterStatus as SecureSiteApi['farcasterStatus'],
    })
    await farcaster.uri()
    const outcome = farcaster.connect().catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(await outcome).toEqual({ userId: 'u1' })
    expect(storage.get('token')).toBe('tok-fc')
  })
})
