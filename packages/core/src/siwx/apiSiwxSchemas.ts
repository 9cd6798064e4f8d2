/**
 * apps/api `/auth/v1/*` answers and what `createApiSiwx` keeps in storage, as
 * zod/mini schemas (they run in the host's bundle). Stored entries are read one by one: a malformed
 * entry is dropped alone, never the valid ones beside it.
 */
import { z } from 'zod/mini'
import { SIWX_NAMESPACES } from './signInMessageDataSchema.js'

const isoTime = z.string().check(
  z.maxLength(40),
  z.refine((v) => Number.isFinite(Date.parse(v))),
)
const caip2 = z.string().check(z.regex(/^(eip155|solana|bip122):[-_a-zA-Z0-9]{1,32}$/))

export const authNonceResponseSchema = z.object({
  nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,64}$/)),
  issuedAt: isoTime,
  expiresAt: isoTime,
})

export const authSessionSchema = z.object({
  accountAddress: z.string().check(z.minLength(1), z.maxLength(128)),
  chainId: caip2,
  namespace: z.enum(SIWX_NAMESPACES),
  issuedAt: isoTime,
  expiresAt: isoTime,
})
export type AuthSessionView = z.output<typeof authSessionSchema>

export const authVerifyResponseSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/), z.maxLength(4096)),
  session: authSessionSchema,
})

export const authMeResponseSchema = z.object({ session: authSessionSchema })

/** one stored sign-in: the SPEC §3 session, the server's token and its view of the session */
export const storedSignInSchema = z.object({
  token: authVerifyResponseSchema.shape.token,
  server: authSessionSchema,
  session: z.object({
    data: z.record(z.string(), z.unknown()),
    message: z.string().check(z.maxLength(16_384)),
    signature: z.string().check(z.maxLength(4096)),
    cacao: z.optional(z.unknown()),
  }),
})
export type StoredSignIn = z.output<typeof storedSignInSchema>

/** the stored list, entry by entry (at most 32 sign-ins are kept) */
export const storedSignInsSchema = {
  safeParse(value: unknown) {
    if (!Array.isArray(value)) return { success: false as const, error: new Error('not a list') }
    const data: StoredSignIn[] = []
    for (const entry of value.slice(-32)) {
      const r = storedSignInSchema.safeParse(entry)
      if (r.success) data.push(r.data)
    }
    return { success: true as const, data }
  },
} as unknown as z.ZodMiniType<StoredSignIn[]>
