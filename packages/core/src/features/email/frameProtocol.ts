/**
 * The embedded-wallet frame protocol (SPEC §5 "Messages to and from the embedded frame are
 * validated against schemas", §7 "Embedded frame messaging"; docs/embedded-wallet.md). Both the
 * page (the email feature's lazy chunk) and the frame page on the secure site import it.
 *
 * zod/mini with only the functions the startup schemas already use (a lazy chunk's zod
 * functions land in the shared zod module of the host's startup). Unknown keys are stripped,
 * so nothing a sender adds passes through; a message that does not parse is `null`.
 */
import { z } from 'zod/mini'

export const FRAME_PROTOCOL = 'frame/1'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
/** SPEC §5 "Email must be valid": one @, a dot in the domain, no spaces; 254 at most (RFC 5321) */
export const EMAIL_PATTERN =
  /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/
export const OTP_PATTERN = /^\d{6}$/

const id = z.string().check(z.regex(UUID))
const caip2 = z.string().check(z.maxLength(64), z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))
const email = z.string().check(z.maxLength(254), z.regex(EMAIL_PATTERN))
const otp = z.string().check(z.regex(OTP_PATTERN))
const short = z.string().check(z.maxLength(200))
const empty = z.object({})
/** SPEC §6 embedded wallet account types */
const accountType = z.enum(['eoa', 'smartAccount'])
const hexAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
/** SPEC §5 "Social provider must be one of google, github, apple, facebook, x, discord" */
export const SOCIAL_LOGIN_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialLoginProvider = (typeof SOCIAL_LOGIN_PROVIDERS)[number]
const socialProvider = z.enum(SOCIAL_LOGIN_PROVIDERS)
/** OAuth `state`: 32 random bytes, base64url */
const socialState = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/))

/** what each request carries (page → frame) */
const REQUEST_PAYLOADS = {
  CONNECT_EMAIL: z.object({ email }),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: z.object({ otp }),
  /** preferredAccountType: the page's default (SPEC §6); the user's own choice on the frame wins */
  GET_USER: z.object({ chainId: caip2, preferredAccountType: z.optional(accountType) }),
  IS_CONNECTED: empty,
  GET_CHAIN_ID: empty,
  SWITCH_NETWORK: z.object({ chainId: caip2 }),
  RPC_REQUEST: z.object({
    chainId: caip2,
    method: z.string().check(z.maxLength(64), z.regex(/^[A-Za-z0-9_]+$/)),
    params: z.optional(z.unknown()),
  }),
  REJECT_PENDING: empty,
  SIGN_OUT: empty,
  UPDATE_EMAIL: z.object({ email }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp }),
  SYNC_THEME: z.object({
    themeMode: z.enum(['light', 'dark']),
    themeVariables: z.record(z.string().check(z.maxLength(64)), z.union([short, z.number()])),
  }),
  SYNC_DAPP_DATA: z.object({
    metadata: z.object({
      name: short,
      description: z.string().check(z.maxLength(1000)),
      url: z.string().check(z.maxLength(2000)),
      icons: z.array(z.string().check(z.maxLength(2000))).check(z.maxLength(8)),
    }),
    sdkVersion: short,
    projectId: short,
  }),
  RELOAD: empty,
  /** SPEC §7 "smart account networks", "init smart account", "preferred account" */
  GET_SMART_ACCOUNT_NETWORKS: empty,
  INIT_SMART_ACCOUNT: z.object({ chainId: caip2 }),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType, chainId: caip2 }),
  /** SPEC §7 "social redirect uri": the provider's authorize URL (PKCE and state made in the frame) */
  GET_SOCIAL_REDIRECT_URI: z.object({
    provider: socialProvider,
    mode: z.enum(['popup', 'redirect']),
    /** redirect mode: the page to come back to (origin and path) */
    returnTo: z.optional(z.string().check(z.maxLength(2048))),
  }),
  /** SPEC §7 "connect by social": waits for the provider's answer, then the wallet step */
  CONNECT_SOCIAL: z.object({ state: socialState }),
  /** the popup was closed: the waiting CONNECT_SOCIAL answers SOCIAL_CANCELLED */
  CANCEL_SOCIAL: z.object({ state: socialState }),
  /** SPEC §2 ConnectingFarcaster: a relay channel; its URL is the QR and the link */
  GET_FARCASTER_URI: empty,
  /** SPEC §7 "connect by farcaster": waits for the signed message, verifies it, the wallet step */
  CONNECT_FARCASTER: empty,
} as const

export type FrameRequestType = keyof typeof REQUEST_PAYLOADS
export const FRAME_REQUEST_TYPES = Object.keys(REQUEST_PAYLOADS) as FrameRequestType[]

const account = z.object({
  namespace: z.enum(['eip155', 'solana']),
  address: z.string().check(z.maxLength(64), z.regex(/^[A-Za-z0-9]+$/)),
  type: accountType,
})

/** SPEC §3 "Embedded-wallet user" */
const user = z.object({
  /** absent for a user who came by a provider that gave none (x, farcaster) */
  email: z.optional(email),
  username: z.optional(short),
  userId: z.string().check(z.maxLength(100)),
  accounts: z.array(account).check(z.maxLength(8)),
  chainId: caip2,
  /** the eip155 account in use: the smart account where the network has one and the user prefers it */
  preferredAccountType: z.optional(accountType),
  /** SPEC §3: the smart account on `chainId` is deployed (7702: delegated) */
  smartAccountDeployed: z.optional(z.boolean()),
})

const action = <T extends string>(values: readonly [T, ...T[]]) => z.object({ action: z.enum(values) })

/** what each request's success carries (frame → page) */
const SUCCESS_PAYLOADS = {
  CONNECT_EMAIL: action(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']),
  CONNECT_DEVICE: action(['VERIFY_OTP']),
  CONNECT_OTP: empty,
  GET_USER: user,
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId: caip2 }),
  SWITCH_NETWORK: z.object({ chainId: caip2 }),
  RPC_REQUEST: z.object({ result: z.unknown() }),
  REJECT_PENDING: empty,
  SIGN_OUT: empty,
  UPDATE_EMAIL: action(['VERIFY_PRIMARY_OTP']),
  UPDATE_EMAIL_PRIMARY_OTP: action(['VERIFY_SECONDARY_OTP']),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ email }),
  SYNC_THEME: empty,
  SYNC_DAPP_DATA: empty,
  RELOAD: empty,
  GET_SMART_ACCOUNT_NETWORKS: z.object({ networks: z.array(caip2).check(z.maxLength(100)) }),
  INIT_SMART_ACCOUNT: z.object({ address: hexAddress, isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: user,
  GET_SOCIAL_REDIRECT_URI: z.object({
    url: z.string().check(z.maxLength(4096), z.regex(/^https?:\/\//)),
    state: socialState,
  }),
  CONNECT_SOCIAL: z.object({ userId: z.string().check(z.maxLength(100)) }),
  CANCEL_SOCIAL: empty,
  GET_FARCASTER_URI: z.object({ url: z.string().check(z.maxLength(4096), z.regex(/^https?:\/\//)) }),
  CONNECT_FARCASTER: z.object({ userId: z.string().check(z.maxLength(100)) }),
} as const satisfies Record<FrameRequestType, unknown>

export type FrameRequestPayload<T extends FrameRequestType> = z.infer<(typeof REQUEST_PAYLOADS)[T]>
export type FrameSuccessPayload<T extends FrameRequestType> = z.infer<(typeof SUCCESS_PAYLOADS)[T]>
export type EmbeddedUser = z.infer<typeof user>
export type EmbeddedAccount = z.infer<typeof account>

export const FRAME_ERROR_CODES = [
  'INVALID_EMAIL',
  'COOLDOWN',
  'RATE_LIMITED',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'DEVICE_TIMEOUT',
  'NOT_CONNECTED',
  'METHOD_NOT_ALLOWED',
  'USER_REJECTED',
  'RPC_ERROR',
  'NETWORK_ERROR',
  'INVALID_MESSAGE',
  'SOCIAL_DENIED',
  'SOCIAL_FAILED',
  'SOCIAL_UNAVAILABLE',
  'SOCIAL_CANCELLED',
  'FARCASTER_INVALID',
  'FARCASTER_EXPIRED',
  'INTERNAL',
] as const
export type FrameErrorCode = (typeof FRAME_ERROR_CODES)[number]

const frameError = z.object({
  code: z.enum(FRAME_ERROR_CODES),
  message: z.string().check(z.maxLength(500)),
  rpcCode: z.optional(z.number()),
  /** COOLDOWN: retryAfter (seconds); INVALID_OTP: attemptsLeft */
  retryAfter: z.optional(z.number()),
  attemptsLeft: z.optional(z.number()),
})
export type FrameError = z.infer<typeof frameError>

const envelope = { portico: z.literal(FRAME_PROTOCOL) }
const requestType = z.enum(FRAME_REQUEST_TYPES as [FrameRequestType, ...FrameRequestType[]])

const requestEnvelope = z.object({
  ...envelope,
  kind: z.literal('request'),
  id,
  type: requestType,
  payload: z.unknown(),
})
const responseEnvelope = z.union([
  z.object({
    ...envelope,
    kind: z.literal('response'),
    id,
    type: requestType,
    ok: z.literal(true),
    payload: z.unknown(),
  }),
  z.object({
    ...envelope,
    kind: z.literal('response'),
    id,
    type: requestType,
    ok: z.literal(false),
    error: frameError,
  }),
])

const EVENT_PAYLOADS = {
  READY: z.object({ version: short }),
  SHOW: z.object({ reason: z.enum(['approve', 'recovery-save', 'recovery-enter']) }),
  HIDE: empty,
  ERROR: z.object({ code: z.enum(FRAME_ERROR_CODES), message: z.string().check(z.maxLength(500)) }),
} as const
export type FrameEventType = keyof typeof EVENT_PAYLOADS
const eventEnvelope = z.object({
  ...envelope,
  kind: z.literal('event'),
  type: z.enum(Object.keys(EVENT_PAYLOADS) as [FrameEventType, ...FrameEventType[]]),
  payload: z.unknown(),
})

export type FrameRequest = {
  [T in FrameRequestType]: {
    portico: typeof FRAME_PROTOCOL
    kind: 'request'
    id: string
    type: T
    payload: FrameRequestPayload<T>
  }
}[FrameRequestType]

export type FrameResponse =
  | {
      [T in FrameRequestType]: {
        portico: typeof FRAME_PROTOCOL
        kind: 'response'
        id: string
        type: T
        ok: true
        payload: FrameSuccessPayload<T>
      }
    }[FrameRequestType]
  | {
      portico: typeof FRAME_PROTOCOL
      kind: 'response'
      id: string
      type: FrameRequestType
      ok: false
      error: FrameError
    }

export type FrameEvent = {
  [T in FrameEventType]: {
    portico: typeof FRAME_PROTOCOL
    kind: 'event'
    type: T
    payload: z.infer<(typeof EVENT_PAYLOADS)[T]>
  }
}[FrameEventType]

/** A request from the page, or null (the frame drops it and reports it). */
export function parseFrameRequest(data: unknown): FrameRequest | null {
  const env = requestEnvelope.safeParse(data)
  if (!env.success) return null
  const payload = REQUEST_PAYLOADS[env.data.type].safeParse(env.data.payload)
  if (!payload.success) return null
  return { ...env.data, payload: payload.data } as FrameRequest
}

/** A response or an event from the frame, or null (the page drops it and reports it). */
export function parseFrameMessage(data: unknown): FrameResponse | FrameEvent | null {
  const res = responseEnvelope.safeParse(data)
  if (res.success) {
    if (!res.data.ok) return res.data as FrameResponse
    const payload = SUCCESS_PAYLOADS[res.data.type].safeParse(res.data.payload)
    return payload.success ? ({ ...res.data, payload: payload.data } as FrameResponse) : null
  }
  const ev = eventEnvelope.safeParse(data)
  if (!ev.success) return null
  const payload = EVENT_PAYLOADS[ev.data.type].safeParse(ev.data.payload)
  return payload.success ? ({ ...ev.data, payload: payload.data } as FrameEvent) : null
}

/** the page's request, ready to post */
export function frameRequest<T extends FrameRequestType>(
  type: T,
  payload: FrameRequestPayload<T>,
  requestId: string,
): FrameRequest {
  return { portico: FRAME_PROTOCOL, kind: 'request', id: requestId, type, payload } as FrameRequest
}

/** the frame's answers and events, ready to post */
export function frameSuccess<T extends FrameRequestType>(
  type: T,
  requestId: string,
  payload: FrameSuccessPayload<T>,
): FrameResponse {
  return {
    portico: FRAME_PROTOCOL,
    kind: 'response',
    id: requestId,
    type,
    ok: true,
    payload,
  } as FrameResponse
}
export function frameFailure(type: FrameRequestType, requestId: string, error: FrameError): FrameResponse {
  return { portico: FRAME_PROTOCOL, kind: 'response', id: requestId, type, ok: false, error }
}
export function frameEvent<T extends FrameEventType>(
  type: T,
  payload: z.infer<(typeof EVENT_PAYLOADS)[T]>,
): FrameEvent {
  return { portico: FRAME_PROTOCOL, kind: 'event', type, payload } as FrameEvent
}
