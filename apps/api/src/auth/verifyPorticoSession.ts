/**
 * `verifyPorticoSession` lives in `@portico/session-verifier` (a host's backend installs
 * that small package, not this server); re-exported here so existing imports keep working.
 */
export {
  type PorticoSession,
  type PorticoSessionKey,
  type VerifyPorticoSessionOptions,
  verifyPorticoSession,
} from '@portico/session-verifier'
