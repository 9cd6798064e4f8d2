/**
 * Sends the secure site's mails over SMTP with nodemailer (no TLS: the lab's mail catcher or a
 * local relay; a production relay sits on the same host or network). A failure is 502 MAIL_FAILED.
 * The log says which kind of mail failed and the recipient's domain (a provider refusing mail),
 * never the address or the text (a code, a link); a sent mail is counted by kind.
 */
import type { Logger } from '@portico/server-kit'
import { createTransport } from 'nodemailer'
import { apiError } from '../http/apiError.js'
import { mailDomain, scrubLogText } from '../http/scrubLogText.js'
import type { MailKind, MailText } from './mailTexts.js'

export interface SmtpConfig {
  host: string
  port: number
  /** the From header, e.g. `Portico <no-reply@localhost>` */
  from: string
}

export interface Mailer {
  send(to: string, mail: MailText): Promise<void>
  close(): void
}

export function createMailer(
  smtp: SmtpConfig,
  opts: { logger: Logger; onSent?: (kind: MailKind) => void },
): Mailer {
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
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
