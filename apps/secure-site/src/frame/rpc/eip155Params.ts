/**
 * The params of the eip155 unsafe methods, validated before anything is shown or signed
 * (bad params → INVALID_MESSAGE, rpcCode -32602). Shapes are EIP-1193 / EIP-5792 v2's.
 */
import { z } from 'zod/mini'
import { invalidParams } from '../frameError.js'

export const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/), z.maxLength(262_144))
export const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
export const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))

export const personalSignParams = z.tuple([z.string().check(z.maxLength(262_144)), address])

export const typedDataParams = z.tuple([
  address,
  z.union([z.string().check(z.maxLength(262_144)), z.record(z.string(), z.unknown())]),
])

export const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.optional(
    z.object({
      name: z.optional(z.string()),
      version: z.optional(z.string()),
      chainId: z.optional(z.union([z.number(), z.string()])),
      verifyingContract: z.optional(address),
      salt: z.optional(hex),
    }),
  ),
  message: z.record(z.string(), z.unknown()),
})

export const transactionSchema = z.object({
  from: address,
  to: z.optional(z.nullable(address)),
  value: z.optional(quantity),
  data: z.optional(hex),
  input: z.optional(hex),
  gas: z.optional(quantity),
  gasPrice: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
  nonce: z.optional(quantity),
  chainId: z.optional(quantity),
})
export type TransactionParam = z.infer<typeof transactionSchema>

const capabilities = z.optional(z.record(z.string(), z.unknown()))

/** EIP-5792 v2 */
export const sendCallsSchema = z.object({
  version: z.string().check(z.maxLength(20)),
  id: z.optional(z.string().check(z.maxLength(200))),
  chainId: quantity,
  from: z.optional(address),
  atomicRequired: z.optional(z.boolean()),
  calls: z
    .array(
      z.object({ to: z.optional(address), data: z.optional(hex), value: z.optional(quantity), capabilities }),
    )
    .check(z.minLength(1), z.maxLength(20)),
  capabilities,
})
export type SendCallsParam = z.infer<typeof sendCallsSchema>

export function parseParams<T>(schema: z.ZodMiniType<T>, params: unknown): T {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw invalidParams()
  return parsed.data
}
