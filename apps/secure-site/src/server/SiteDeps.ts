/** What the route groups share, made once by `createSecureSite`. */
import type { DeviceRequests } from './auth/deviceRequests.js'
import type { MailGate } from './auth/mailGate.js'
import type { OtpCodes } from './auth/otpCodes.js'
import type { Sessions } from './auth/sessions.js'
import type { SlidingWindow } from './auth/slidingWindow.js'
import type { ResolvedConfig } from './config/secureSiteConfig.js'
import type { Mailer } from './mail/createMailer.js'
import type { SecureSiteStore } from './store/SecureSiteStore.js'

export interface SiteDeps {
  config: ResolvedConfig
  store: SecureSiteStore
  otps: OtpCodes
  sessions: Sessions
  mailGate: MailGate
  /** `/email/connect` per IP */
  connectLimit: SlidingWindow
  devices: DeviceRequests
  mailer: Mailer
  /** the origin of device links (known once listening) */
  publicUrl(): string
  /**
   * a project's allowed origins from apps/api (`/projects/v1/origins?projectId=`, the list the
   * frame's `frame-ancestors` uses; cached): exact http(s) origins, none for an unknown project
   */
  allowedOrigins(projectId: string): Promise<string[]>
}
