/** What the route groups share, made once by `createSecureSite`. */
import type { Db, Envelope, Logger, LoginMetrics, Waker } from '@portico/server-kit'
import type { Context } from 'hono'
import type { DeviceRequests } from './auth/deviceRequests.js'
import type { MailGate } from './auth/mailGate.js'
import type { OtpCodes } from './auth/otpCodes.js'
import type { Sessions } from './auth/sessions.js'
import type { ResolvedConfig } from './config/secureSiteConfig.js'
import type { Mailer } from './mail/createMailer.js'

export interface SiteDeps {
  config: ResolvedConfig
  /** every piece of the site's state (`store/siteMigrations.ts`) */
  db: Db
  /** encrypts the shares at rest */
  envelope: Envelope
  /** the long polls' wake-ups, across replicas */
  waker: Waker
  otps: OtpCodes
  sessions: Sessions
  mailGate: MailGate
  devices: DeviceRequests
  mailer: Mailer
  /** the site's log (a request's own is `c.get('log')`, with its request id) */
  logger: Logger
  /** `portico_logins_total{method}` and `portico_mails_sent_total{kind}` */
  counters: LoginMetrics
  /** the client's IP address (behind `config.trustedProxies` proxies) */
  clientIp(c: Context): string
  /**
   * what a long poll listens to: the request's end, and the server's drain (a long poll
   * then answers at once with its "not yet" answer, and the frame polls again, on another replica)
   */
  pollSignal(c: Context): AbortSignal
  /** counts a request of `route` from `ip` (SPEC §9: 30 an hour); throws 429 RATE_LIMITED */
  limitPerIp(route: 'connect' | 'social-authorize' | 'farcaster-channel', ip: string): Promise<void>
  /** the origin of device links (known once listening) */
  publicUrl(): string
  /**
   * a project's allowed origins from apps/api (`/projects/v1/origins?projectId=`, the list the
   * frame's `frame-ancestors` uses; cached): exact http(s) origins, none for an unknown project
   */
  allowedOrigins(projectId: string): Promise<string[]>
}
