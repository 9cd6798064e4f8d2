/**
 * Sends the secure site's mails over SMTP with nodemailer (no TLS: the lab's mail catcher or a
 * local relay; a production relay sits on the same host or network). A failure is 502 MAIL_FAILED.
 */
import { createTransport } from 'nodemailer'
import { apiError } from '../http/apiError.js'
import type { MailText } from './mailTexts.js'

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

export function createMailer(smtp: SmtpConfig, log: (line: string) => void): Mailer {
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
        // the recipient and the text (a code, a link) stay out of the log
        log(JSON.stringify({ level: 'error', msg: 'mail failed', error: String(e).slice(0, 300) }))
        throw apiError(502, 'MAIL_FAILED', 'The email could not be sent: please try again later')
      }
    },
    close: () => transport.close(),
  }
}
