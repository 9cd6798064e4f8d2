import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPortico } from '../../createPortico.js'
import { porticoError } from '../../errors/errorCatalogue.js'
import { createFakeAdapter, evmNetwork } from '../../test/createFakeAdapter.js'
import type { FrameRequestType } from './frameProtocol.js'

// the frame is replaced by a scripted one (a mock is fine in a unit test; the e2e uses the real frame)
const answers = vi.hoisted(() => ({
  requests: [] as { type: string; payload: unknown }[],
  next: {} as Record<string, (payload: unknown) => unknown>,
}))
vi.mock('./embeddedWallet.js', async (original) => {
  const real = await original<typeof import('./embeddedWallet.js')>()
  const { EMPTY_EMAIL } = await import('./emailState.js')
  const wallets = new WeakMap<object, ReturnType<typeof real.embeddedWalletOf>>()
  return {
    ...real,
    embeddedWalletOf: (ctx: import('../../controllers/PorticoContext.js').PorticoContext) => {
      let w = wallets.get(ctx)
      if (!w) {
        const state = () => ctx.store.getState().features.email ?? EMPTY_EMAIL
        w = {
          frame: async () => ({}) as never,
          async request(type: FrameRequestType, payload: unknown) {
            answers.requests.push({ type, payload })
            const answer = answers.next[type]
            if (!answer) throw porticoError('AN_ERROR_OCCURRED', { details: { code: 'TIMEOUT' } })
            return answer(payload) as never
          },
          rpc: async () => null,
          reload: () => undefined,
          setSlot: () => undefined,
          state,
          patch(next) {
            const s = ctx.store.getState()
            ctx.store.setState({ features: { ...s.features, email: { ...state(), ...next } } })
          },
          destroy: () => undefined,
        }
        wallets.set(ctx, w)
      }
      return w
    },
  }
})

const {
  connectEmail,
  cooldownLeft,
  emailStateOf,
  isValidEmail,
  resendEmailCode,
  verifyEmailOtp,
  canShowEmailLogin,
} = await import('./emailFlow.js')

const frameError = (code: string, extra: object = {}) =>
  porticoError('AN_ERROR_OCCURRED', { details: { code, message: code, ...extra } })

function setup(opts: { secureSiteUrl?: string; email?: boolean } = {}) {
  answers.requests = []
  answers.next = {}
  const adapter = createFakeAdapter()
  const portico = createPortico({
    projectId: 'p',
    networks: [evmNetwork(31337)],
    adapters: [adapter],
    secureSiteUrl: opts.secureSiteUrl ?? 'http://localhost:8793',
    features: { email: opts.email ?? true },
  })
  portico.open()
  return portico
}

afterEach(() => vi.useRealTimers())

describe('email login (SPEC §4, §5)', () => {
  it('§5 email must be valid', async () => {
    expect(isValidEmail('ada@example.com')).toBe(true)
    expect(isValidEmail('  ada@example.com ')).toBe(true)
    for (const bad of [
      '',
      'ada',
      'ada@',
      '@example.com',
      'a b@example.com',
      'ada@example',
      `${'a'.repeat(250)}@x.io`,
    ])
      expect(isValidEmail(bad)).toBe(false)
    const portico = setup()
    await connectEmail(portico, 'not-an-email')
    expect(emailStateOf(portico).problem).toEqual({ code: 'INVALID_EMAIL' })
    expect(answers.requests).toEqual([])
  })

  it('the email login shows only with the email feature on and a secure site set', () => {
    expect(canShowEmailLogin(setup())).toBe(true)
    expect(canShowEmailLogin(setup({ email: false }))).toBe(false)
    expect(canShowEmailLogin(setup({ secureSiteUrl: '' }))).toBe(false)
  })

  it('§4 connect email → VERIFY_OTP opens the code view; the code connects through the AUTH connector', async () => {
    const portico = setup()
    answers.next.CONNECT_EMAIL = () => ({ action: 'VERIFY_OTP' })
    await connectEmail(portico, ' Ada@Example.com ')
    expect(answers.requests[0]).toEqual({ type: 'CONNECT_EMAIL', payload: { email: 'Ada@Example.com' } })
    expect(portico.getState().router.view).toBe('EmailVerifyOtp')
    const connect = vi.spyOn(portico, 'connect').mockResolvedValue(undefined)
    answers.next.CONNECT_OTP = () => ({})
    await verifyEmailOtp(portico, '12 34 56')
    expect(answers.requests[1]).toEqual({ type: 'CONNECT_OTP', payload: { otp: '123456' } })
    expect(connect).toHaveBeenCalledWith('auth')
  })

  it('§4 connect email → VERIFY_DEVICE waits for the link, then the code view', async () => {
    const portico = setup()
    answers.next.CONNECT_EMAIL = () => ({ action: 'VERIFY_DEVICE' })
    answers.next.CONNECT_DEVICE = () => ({ action: 'VERIFY_OTP' })
    await connectEmail(portico, 'ada@example.com')
    expect(answers.requests.map((r) => r.type)).toEqual(['CONNECT_EMAIL', 'CONNECT_DEVICE'])
    expect(portico.getState().router.view).toBe('EmailVerifyOtp')
    expect(portico.getState().router.history.map((h) => h.view)).not.toContain('EmailVerifyDevice')
  })

  it('§4 connect email → CONNECT connects at once', async () => {
    const portico = setup()
    const connect = vi.spyOn(portico, 'connect').mockResolvedValue(undefined)
    answers.next.CONNECT_EMAIL = () => ({ action: 'CONNECT' })
    await connectEmail(portico, 'ada@example.com')
    expect(connect).toHaveBeenCalledWith('auth')
  })

  it("§5 a second code within 30 s: 'Please try again after {n} seconds', without asking the frame", async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const portico = setup()
    answers.next.CONNECT_EMAIL = () => ({ action: 'VERIFY_OTP' })
    await connectEmail(portico, 'ada@example.com')
    vi.setSystemTime(1_000_000 + 5_000)
    expect(cooldownLeft(emailStateOf(portico))).toBe(25)
    await resendEmailCode(portico)
    expect(emailStateOf(portico).problem).toEqual({ code: 'COOLDOWN', retryAfter: 25 })
    expect(answers.requests).toHaveLength(1)
    vi.setSystemTime(1_000_000 + 30_000)
    await resendEmailCode(portico)
    expect(answers.requests).toHaveLength(2)
  })

  it('§5 the server enforces the cooldown too: its retryAfter is shown and counted down', async () => {
    vi.useFakeTimers({ now: 2_000_000 })
    const portico = setup()
    answers.next.CONNECT_EMAIL = () => {
      throw frameError('COOLDOWN', { retryAfter: 12 })
    }
    await connectEmail(portico, 'ada@example.com')
    expect(emailStateOf(portico).problem).toEqual({ code: 'COOLDOWN', retryAfter: 12 })
    expect(cooldownLeft(emailStateOf(portico))).toBe(12)
  })

  it('a wrong code says how many tries are left; a code that is not 6 digits is not sent', async () => {
    const portico = setup()
    answers.next.CONNECT_OTP = () => {
      throw frameError('INVALID_OTP', { attemptsLeft: 3 })
    }
    await verifyEmailOtp(portico, '12345')
    expect(emailStateOf(portico).problem).toEqual({ code: 'INVALID_OTP' })
    expect(answers.requests).toEqual([])
    await verifyEmailOtp(portico, '123456')
    expect(emailStateOf(portico).problem).toEqual({ code: 'INVALID_OTP', attemptsLeft: 3 })
    expect(emailStateOf(portico).busy).toBe(false)
  })

  it('§8 a frame that does not answer: the view says so and nothing is connected', async () => {
    const portico = setup()
    const connect = vi.spyOn(portico, 'connect')
    await connectEmail(portico, 'ada@example.com')
    expect(emailStateOf(portico).problem).toEqual({ code: 'TIMEOUT' })
    expect(connect).not.toHaveBeenCalled()
  })
})
