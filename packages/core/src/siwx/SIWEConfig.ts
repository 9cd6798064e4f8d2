/**
 * The older, EVM-only sign-in option (`siweConfig`, SPEC §3 Options; mutually exclusive with
 * `siwx`, SPEC §5), in the shape dialogs have used for Sign-In with Ethereum: the host's server
 * hands out nonces, verifies a signed EIP-4361 message and keeps one session (a cookie). Core
 * adapts it to the SIWX contract (`features/siwx/siweToSiwx.ts`) and asks only on eip155.
 */

/** What `createMessage` gets: the EIP-4361 fields (times ISO 8601; `address` the plain 0x address). */
export interface SIWECreateMessageArgs {
  chainId: number
  domain: string
  nonce: string
  uri: string
  address: string
  version: '1'
  /** issued at */
  iat: string
  /** not before */
  nbf?: string
  /** expiration time */
  exp?: string
  statement?: string
  requestId?: string
  resources?: string[]
}

/** The host's session: who is signed in, on which chain. */
export interface SIWESession {
  address: string
  chainId: number
}

/** What the host may add to every message (defaults: the page's host and URL). */
export interface SIWEMessageParams {
  domain?: string
  uri?: string
  statement?: string
  resources?: string[]
  requestId?: string
  iat?: string
  nbf?: string
  exp?: string
}

export interface SIWEConfig {
  /** a fresh nonce from the host's server */
  getNonce(address?: string): Promise<string>
  /** the EIP-4361 text to sign */
  createMessage(args: SIWECreateMessageArgs): string
  /** true when the server accepted the signature (and started a session) */
  verifyMessage(args: { message: string; signature: string; cacao?: unknown }): Promise<boolean>
  /** the current session, or null */
  getSession(): Promise<SIWESession | null>
  /** ends the session */
  signOut(): Promise<boolean>
  getMessageParams?(): Promise<SIWEMessageParams>
  /** SPEC §6 required mode (default false) */
  required?: boolean
}
