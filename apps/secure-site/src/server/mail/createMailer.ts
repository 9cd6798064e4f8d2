/**
 * Sends the secure site's mails over SMTP with nodemailer: to a relay on this host without TLS (the
 * lab's mail catcher, a local postfix), or to a provider's relay with STARTTLS (587) or implicit
 * TLS (465) and a login; the certificate is checked (against `ca` for a private CA). A failure is
 * 502 MAIL_FAILED.
 * The log says which kind of mail failed and the recipient's domain (a provider refusing mail),
 * never the address or the text (a code, a link); a sent mail is counted by kind.
 */
import type { Logger } from '@portico/server-kit'
import { createTransport } from 'nodemailer'
import { apiError } from '../http/apiError.js'
import { mailDomain, scrubLogText } from '../http/scrubLogText.js'
import type { MailKind, MailText } from './mailTexts.js'

export type SmtpTls = 'none' | 'starttls' | 'implicit'

export interface SmtpConfig {
  host: string
  port: number
  /** the From header, e.g. `Portico <no-reply@localhost>` */
  from: string
  /** none: plain SMTP (a relay on this host); starttls: upgrade required (587); implicit: TLS from the start (465) */
  tls?: SmtpTls
  /** PEM certificate(s) of a private CA that signed the relay's certificate */
  ca?: string
  /** AUTH PLAIN/LOGIN */
  user?: string
  pass?: string
}

export interface Mailer {
  send(to: string, mail: MailText): Promise<void>
  close(): void
}

export function createMailer(
  smtp: SmtpConfig,
  opts: { logger: Logger; onSent?: (kind: MailKind) => void },
): Mailer {
  const tls = smtp.tls ?? 'none'
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: tls === 'implicit',
    requireTLS: tls === 'starttls',
    ignoreTLS: tls === 'none',
    ...(smtp.ca ? { tls: { ca: smtp.ca } } : {}),
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(to, mail) {
      try {
        await transport.sendMail({
          from: smtp.from,
          to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        })
      } catch (e) {
        opts.logger.error({ kind: mail.kind, domain: mailDomain(to), error: scrubLogText(e) }, 'mail failed')
        throw apiError(502, 'MAIL_FAILED', 'The email could not be sent: please try again later')
      }
      opts.onSent?.(mail.kind)
    },
    close: () => transport.close(),
  }
}
