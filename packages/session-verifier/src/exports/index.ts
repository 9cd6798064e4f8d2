// @portico/session-verifier: checks a Portico session token in a host's own backend (jose only).
export {
  PORTICO_TOKEN_ISSUER,
  type PorticoSession,
  type PorticoSessionKey,
  type VerifyPorticoSessionOptions,
  verifyPorticoSession,
} from '../verifyPorticoSession.js'
