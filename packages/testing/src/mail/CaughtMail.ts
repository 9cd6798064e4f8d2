/** A mail the mail catcher received over SMTP. */
export interface CaughtMail {
  /** increasing per catcher: '1', '2', ... */
  id: string
  /** the envelope's sender (MAIL FROM) */
  from: string
  /** the envelope's recipients (RCPT TO), lower-cased */
  to: string[]
  subject: string
  text: string
  html?: string
  /** when the catcher received it */
  date: Date
}

export interface WaitForMailOptions {
  /** a recipient (case-insensitive) */
  to: string
  subjectIncludes?: string
  /** only mails received after this time (a Date or epoch ms) */
  after?: Date | number
  /** default 10 s */
  timeoutMs?: number
}
