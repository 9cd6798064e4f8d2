/**
 * Sign in with X (SPEC §3 "Sign-in message" and "Sign-in session", §4 sign-in, §5, §6 required
 * mode): the contract between the dialog and whoever keeps the sessions. Core drives the flow;
 * a host passes an object of this shape as the `siwx` option (or uses the ready implementation
 * that talks to apps/api's `/auth/v1/*`). Sessions are per account across the chains of its
 * namespace (CAIP-122: one message names one chain, the session covers the namespace).
 */
import type { CaipNetworkId } from '../types/chain.js'

/** SPEC §3 sign-in message fields (CAIP-122). Times are ISO 8601 strings. */
export interface SIWXMessageData {
  /** CAIP-2, e.g. eip155:1, solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp, bip122:000000000019d6689c085ae165831e93 */
  chainId: CaipNetworkId
  accountAddress: string
  nonce: string
  /** the host page's host (RFC 3986 authority), never another origin's */
  domain: string
  /** the host page's URI */
  uri: string
  version: '1'
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
  statement?: string
}

/** A message ready to sign: its data and the exact text the wallet signs. */
export interface SIWXMessage extends SIWXMessageData {
  toString(): string
}

/** SPEC §3 sign-in session: the message's data, its text, the signature (and a CACAO, if any). */
export interface SIWXSession {
  data: SIWXMessageData
  message: string
  signature: string
  cacao?: unknown
}

/** The `siwx` option (SPEC §3 Options). */
export interface SIWXConfig {
  /** a message for this account and chain (the nonce comes from the server that verifies) */
  createMessage(input: { chainId: CaipNetworkId; accountAddress: string }): Promise<SIWXMessage>
  /** verifies and stores a signed session; rejects when the verifier refuses it */
  addSession(session: SIWXSession): Promise<void>
  /** the sessions that hold for this account on this chain (its namespace) */
  getSessions(chainId: CaipNetworkId, accountAddress: string): Promise<SIWXSession[]>
  /** ends the sessions of this account on this chain's namespace */
  revokeSession(chainId: CaipNetworkId, accountAddress: string): Promise<void>
  /** replaces every stored session (an empty list signs everyone out) */
  setSessions(sessions: SIWXSession[]): Promise<void>
  /** SPEC §6 required mode: without a session the wallet may not stay connected */
  getRequired?(): boolean
  /**
   * WalletConnect one-click sign-in: the session proposal carries the sign-in request (CAIP-122,
   * for the eip155 network the connection starts on), so a wallet that supports it pairs and signs
   * in with one approval; its CACAO is handed to `addSession` before the account shows. A wallet
   * that does not support it approves the plain session and is asked to sign afterwards.
   */
  oneClickAuth?: boolean
}
