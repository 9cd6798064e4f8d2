/**
 * The text an account signs to grant or revoke a session (a permission context, `pci`) on a
 * blockchain API server (SPEC §7 sessions). One function builds it, for the
 * wallet side and for the server that rebuilds it from the request, so the two cannot drift.
 *
 * The text names everything the signature may be used for, and nothing else can reuse it:
 * the operation (a grant signature cannot revoke), the account, the session, the server's domain
 * (a signature for one server is not one for another), and a nonce the server issued
 * (`GET /v1/sessions/{id}/nonce`), which it accepts once and only until `expiresAt`.
 */
export type SessionOperation = 'grant' | 'revoke'

export interface SessionMessageFields {
  operation: SessionOperation
  /** the account (EVM address; written in lower case) */
  account: string
  /** the session's permission context id */
  pci: string
  /** the server's host, as its nonce answer gives it */
  domain: string
  /** the server-issued nonce */
  nonce: string
  /** ISO 8601 time after which the server refuses the signature (from the nonce answer) */
  expiresAt: string
}

const SENTENCE: Record<SessionOperation, string> = {
  grant: 'grant a session to an app',
  revoke: 'revoke a session',
}

export function sessionMessage(f: SessionMessageFields): string {
  return [
    `${f.domain} asks you to ${SENTENCE[f.operation]} on behalf of your account.`,
    '',
    `Operation: ${f.operation}`,
    `Account: ${f.account.toLowerCase()}`,
    `Session: ${f.pci}`,
    `Domain: ${f.domain}`,
    `Nonce: ${f.nonce}`,
    `Expires at: ${f.expiresAt}`,
  ].join('\n')
}
