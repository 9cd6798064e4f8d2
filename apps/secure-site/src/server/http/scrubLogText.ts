/**
 * Text from elsewhere (an SMTP server's answer, a provider's error, a database error) on its way to
 * the log: email addresses in it become `[email]` (an SMTP server names the recipient it refused),
 * and it is cut to `max` characters. The site's own log lines never carry an address, a code, a
 * token or a share (README "Logs").
 */
const EMAIL = /[^\s<>"'(),;:@[\]]+@[^\s<>"'(),;:@[\]]+\.[^\s<>"'(),;:@[\]]+/g

export function scrubLogText(text: unknown, max = 300): string {
  return String(text).replace(EMAIL, '[email]').slice(0, max)
}

/** the domain of an address (what the log may say of a recipient: a provider refusing mail) */
export function mailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase()
}
