/**
 * Checks a Sign in with X session token in a host's own backend.
 * @packageDocumentation
 * @module @portico/session-verifier
 */
export * from '@portico/session-verifier'
