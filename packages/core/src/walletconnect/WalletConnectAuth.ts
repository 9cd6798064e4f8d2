/**
 * WalletConnect authentication, the engine's plug-in point (a feature's `walletConnectAuth` hook,
 * `portico/CoreFeature.ts`): a request the session proposal carries (the sign client's
 * `connect({ authentication })`, CAIP-122) and what to do with the wallet's answer before the
 * session's accounts show. Sign-in's one-click auth is the one feature that supplies it.
 */
import type { CaipNetworkId } from '../types/chain.js'
import type { UniversalSessionLike } from './UniversalProviderLike.js'

/** the request a session proposal carries (the sign client's AuthenticateRequestParams) */
export interface WalletConnectAuthRequest {
  domain: string
  uri: string
  chains: CaipNetworkId[]
  nonce: string
  ttl: number
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

export interface WalletConnectAuth {
  request: WalletConnectAuthRequest
  /**
   * handles the wallet's answer (its CACAOs) once the session is approved, before any account
   * shows; true when it was taken, false when there was none or it was refused
   */
  finish(session: UniversalSessionLike, format: (payload: unknown, iss: string) => string): Promise<boolean>
}
