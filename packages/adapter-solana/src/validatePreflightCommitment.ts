import { porticoError, SOLANA_PREFLIGHT_COMMITMENTS, type SolanaPreflightCommitment } from '@portico/core'

/** SPEC §5: preflightCommitment is one of processed, confirmed, finalized, recent, single, singleGossip, root, max. */
export function validatePreflightCommitment(value: unknown): SolanaPreflightCommitment {
  if (typeof value === 'string' && (SOLANA_PREFLIGHT_COMMITMENTS as readonly string[]).includes(value))
    return value as SolanaPreflightCommitment
  throw porticoError('INVALID_PREFLIGHT_COMMITMENT', { details: { preflightCommitment: value } })
}

/**
 * The deprecated names map onto the three commitments RPC nodes still speak
 * (recent → processed, single/singleGossip → confirmed, root/max → finalized).
 */
export function toRpcCommitment(value: SolanaPreflightCommitment): 'processed' | 'confirmed' | 'finalized' {
  switch (value) {
    case 'processed':
    case 'recent':
      return 'processed'
    case 'confirmed':
    case 'single':
    case 'singleGossip':
      return 'confirmed'
    default:
      return 'finalized'
  }
}
