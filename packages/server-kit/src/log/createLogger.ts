/**
 * The servers' structured log (DESIGN.md, "Servers": pino JSON logs with request ids, nothing
 * secret): one JSON object per line with `time` (ISO 8601), `level` (its name), `server`, `msg`.
 * Secrets are redacted by pino's `redact` (fast-redact: compiled paths, no deep walk) wherever a
 * line may carry them: authorization and cookie headers, and any field named like a credential
 * (token, code, share, secret, password, key material) or an email address, at the top level or
 * one level down.
 * Request lines never carry a query string (codes and tokens travel there): see `requestLogging`.
 */
import pino from 'pino'

export type Logger = pino.Logger

/** the field names whose values never reach a log */
export const REDACTED_FIELDS = [
  'authorization',
  'cookie',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'code',
  'otp',
  'share',
  'authShare',
  'recoveryShare',
  'deviceShare',
  'secret',
  'password',
  'privateKey',
  'jwtPrivateKey',
  'apiKey',
  // the secure site's: an address is personal data, the others open a login
  'email',
  'codeVerifier',
  'channelToken',
  'otpSecret',
  'shareKeys',
] as const

const REDACT_PATHS = [
  ...REDACTED_FIELDS,
  ...REDACTED_FIELDS.map((f) => `*.${f}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
]

export interface LoggerOptions {
  /** the server's name, on every line (`server`) */
  server: string
  /** trace, debug, info (default), warn, error, fatal or silent */
  level?: string
  /** where lines go (one JSON text per call, without the newline); standard output when absent */
  write?: (line: string) => void
}

export function createLogger(opts: LoggerOptions): Logger {
  const write = opts.write
  const destination = write
    ? { write: (text: string) => write(text.endsWith('\n') ? text.slice(0, -1) : text) }
    : pino.destination({ dest: 1, sync: true })
  return pino(
    {
      level: opts.level ?? 'info',
      base: { server: opts.server },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination,
  )
}
