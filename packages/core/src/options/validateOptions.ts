import { porticoError } from '../errors/errorCatalogue.js'
import { fromChain, isChainLike } from './fromChain.js'
import { invalidOptions } from './invalidOptions.js'
import { optionsSchema, type PorticoOptions, type PorticoOptionsInput } from './optionsSchema.js'

const asNetwork = (n: unknown) => (isChainLike(n) ? fromChain(n) : n)

/**
 * Validates host options (SPEC §3, §5). Throws a PorticoError with code INVALID_OPTIONS
 * (or SIWX_AND_SIWE) whose message names every bad path.
 */
export function validateOptions(input: PorticoOptionsInput): PorticoOptions {
  // viem/wagmi chains are eip155 networks: the host passes what it already has
  const networks = Array.isArray(input?.networks) ? input.networks.map(asNetwork) : input?.networks
  const result = optionsSchema.safeParse({
    ...input,
    networks,
    ...(input?.defaultNetwork ? { defaultNetwork: asNetwork(input.defaultNetwork) } : {}),
  })
  if (result.success) return result.data as PorticoOptions
  const issues = result.error.issues
  if (issues.some((i) => i.message === 'siweConfig and siwx cannot both be set'))
    throw porticoError('SIWX_AND_SIWE', { details: issues })
  throw invalidOptions(issues)
}
