/**
 * The secure site's API as the frame calls it (docs/embedded-wallet.md, "The secure site
 * server", API table): same origin, JSON, `Authorization: Bearer <token>` from the frame's own
 * storage. Server errors `{ error, message, retryAfter?, attemptsLeft? }` become FrameErrors
 * (SPEC §5: a cooldown says 'Please try again after {n} seconds').
 */
import type { FrameErrorCode } from '@portico/core/features/email'
import { z } from 'zod/mini'
import { FrameRequestError } from './frameError.js'
import type { FrameStorage } from './frameStorage.js'
import { TEXTS } from './texts.js'

const action = <T extends string>(values: readonly [T, ...T[]]) => z.object({ action: z.enum(values) })
const addresses = z.object({ eip155: z.string(), solana: z.string() })
const meSchema = z.object({
  userId: z.string(),
  email: z.optional(z.string()),
  username: z.optional(z.string()),
  addresses: z.optional(z.nullable(addresses)),
  hasWallet: z.boolean(),
})
export type Me = z.infer<typeof meSchema>
export type WalletAddresses = z.infer<typeof addresses>

const SCHEMAS = {
  connect: z.object({
    action: z.enum(['CONNECT', 'VERIFY_DEVICE', 'VERIFY_OTP']),
    requestId: z.optional(z.string()),
  }),
  deviceWait: z.object({ approved: z.boolean() }),
  otp: z.object({ token: z.string(), userId: z.string(), isNewUser: z.optional(z.boolean()) }),
  me: meSchema,
  shares: z.object({ authShare: z.string(), recoveryShare: z.string() }),
  updatePrimary: action(['VERIFY_PRIMARY_OTP']),
  updateSecondary: action(['VERIFY_SECONDARY_OTP']),
  updateDone: z.object({ email: z.string() }),
  farcasterChannel: z.object({ channelToken: z.string(), url: z.string().check(z.regex(/^https?:\/\//)) }),
  farcasterStatus: z.union([
    z.object({ state: z.literal('pending') }),
    z.object({
      state: z.literal('completed'),
      token: z.string(),
      userId: z.string(),
      username: z.optional(z.string()),
    }),
  ]),
  socialAuthorize: z.object({ url: z.string().check(z.regex(/^https?:\/\//)) }),
  socialComplete: z.union([
    z.object({ pending: z.literal(true) }),
    z.object({
      token: z.string(),
      userId: z.string(),
      isNewUser: z.optional(z.boolean()),
      username: z.optional(z.string()),
      email: z.optional(z.string()),
    }),
  ]),
}

const errorSchema = z.object({
  error: z.string(),
  message: z.optional(z.string()),
  retryAfter: z.optional(z.number()),
  attemptsLeft: z.optional(z.number()),
})

/** server error names that are protocol error codes as they are */
const PASSED_ON: FrameErrorCode[] = [
  'INVALID_EMAIL',
  'RATE_LIMITED',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'DEVICE_TIMEOUT',
  'NOT_CONNECTED',
  'SOCIAL_DENIED',
  'SOCIAL_FAILED',
  'SOCIAL_UNAVAILABLE',
  'FARCASTER_INVALID',
  'FARCASTER_EXPIRED',
]

export function toApiError(status: number, body: unknown): FrameRequestError {
  const parsed = errorSchema.safeParse(body)
  const error = parsed.success ? parsed.data : undefined
  if (error?.error === 'COOLDOWN') {
    const seconds = Math.max(1, Math.ceil(error.retryAfter ?? 30))
    return new FrameRequestError('COOLDOWN', TEXTS.errors.cooldown(seconds), { retryAfter: seconds })
  }
  if (status === 401) return new FrameRequestError('NOT_CONNECTED', TEXTS.errors.notConnected, { status })
  const message = (error?.message ?? TEXTS.errors.server(status)).slice(0, 300)
  // an unknown, expired or used sign-in is a failed one: start again
  const name = error?.error === 'SOCIAL_EXPIRED' ? 'SOCIAL_FAILED' : error?.error
  const code = PASSED_ON.find((c) => c === name)
  if (code === 'INVALID_OTP' && error?.attemptsLeft !== undefined)
    return new FrameRequestError(code, message, { attemptsLeft: error.attemptsLeft })
  if (code) return new FrameRequestError(code, message, { status })
  if (status === 429) return new FrameRequestError('RATE_LIMITED', message, { status })
  return new FrameRequestError('INTERNAL', message, { status })
}

export interface SecureSiteApiOptions {
  storage: FrameStorage
  /** the secure site's origin (the frame's own); '' for relative URLs */
  baseUrl?: string
  fetch?: typeof fetch
}

export type SecureSiteApi = ReturnType<typeof createSecureSiteApi>

export function createSecureSiteApi({ storage, baseUrl = '', fetch: fetchFn }: SecureSiteApiOptions) {
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodMiniType<T> | null,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<T> => {
    const headers: Record<string, string> = { accept: 'application/json' }
    const token = storage.get('token')
    if (token) headers.authorization = `Bearer ${token}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    let res: Response
    try {
      res = await (fetchFn ?? fetch)(`${baseUrl}/api/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
        signal,
      })
    } catch (e) {
      if (signal?.aborted) throw e
      throw new FrameRequestError('NETWORK_ERROR', TEXTS.errors.network)
    }
    let json: unknown
    try {
      json = res.status === 204 ? null : await res.json()
    } catch {
      json = null
    }
    if (!res.ok) throw toApiError(res.status, json)
    if (!schema) return undefined as T
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new FrameRequestError('INTERNAL', TEXTS.errors.badServerAnswer)
    return parsed.data
  }

  return {
    connectEmail: (body: { email: string; deviceId: string; token?: string }) =>
      call('POST', '/email/connect', SCHEMAS.connect, body),
    waitForDevice: (body: { email: string; deviceId: string; requestId: string }, signal?: AbortSignal) =>
      call('POST', '/email/device/wait', SCHEMAS.deviceWait, body, signal),
    verifyOtp: (body: { email: string; deviceId: string; otp: string }) =>
      call('POST', '/email/otp', SCHEMAS.otp, body),
    me: () => call('GET', '/me', SCHEMAS.me),
    createWallet: (body: { authShare: string; recoveryShare: string; addresses: WalletAddresses }) =>
      call('POST', '/wallet', null, body),
    shares: () => call('GET', '/wallet/shares', SCHEMAS.shares),
    updateEmail: (body: { email: string }) => call('POST', '/email/update', SCHEMAS.updatePrimary, body),
    updateEmailPrimary: (body: { otp: string }) =>
      call('POST', '/email/update/primary', SCHEMAS.updateSecondary, body),
    updateEmailSecondary: (body: { otp: string }) =>
      call('POST', '/email/update/secondary', SCHEMAS.updateDone, body),
    signOut: () => call('POST', '/signout', null),
    farcasterChannel: (body: { deviceId: string; projectId: string; domain: string; uri: string }) =>
      call('POST', '/farcaster/channel', SCHEMAS.farcasterChannel, body),
    farcasterStatus: (body: { channelToken: string; deviceId: string }, signal?: AbortSignal) =>
      call('POST', '/farcaster/channel/status', SCHEMAS.farcasterStatus, body, signal),
    socialAuthorize: (body: {
      provider: string
      state: string
      codeChallenge: string
      deviceId: string
      mode: 'popup' | 'redirect'
      projectId: string
      origin: string
      returnTo?: string
    }) => call('POST', '/social/authorize', SCHEMAS.socialAuthorize, body),
    socialComplete: (body: { state: string; codeVerifier: string; deviceId: string }, signal?: AbortSignal) =>
      call('POST', '/social/complete', SCHEMAS.socialComplete, body, signal),
  }
}
