/**
 * The mails' texts. A code is on the first line of the text (and in the HTML), so a person glancing
 * at the inbox sees it; every inserted value is escaped in the HTML.
 */

/** what a mail is for (the `kind` of `portico_mails_sent_total` and of the log) */
export type MailKind = 'login-code' | 'device-link' | 'email-change-current' | 'email-change-new'

export interface MailText {
  kind: MailKind
  subject: string
  text: string
  html: string
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!)

const html = (paragraphs: string[]) =>
  `<!doctype html><html><body style="font-family:sans-serif">${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`

const IGNORE = 'If you did not ask for this, ignore this email.'

export function loginCodeMail(code: string): MailText {
  return {
    kind: 'login-code',
    subject: 'Your Portico login code',
    text: `${code} is your Portico login code.\n\nIt is valid for 10 minutes. ${IGNORE}\n`,
    html: html([
      `<strong style="font-size:24px;letter-spacing:4px">${escapeHtml(code)}</strong> is your Portico login code.`,
      `It is valid for 10 minutes. ${IGNORE}`,
    ]),
  }
}

export function deviceLinkMail(link: string): MailText {
  return {
    kind: 'device-link',
    subject: 'Approve a new device',
    text: `Approve signing in to your Portico wallet on a new device: ${link}\n\nThe link is valid for 10 minutes. A login code follows once it is opened. If this was not you, do not open it.\n`,
    html: html([
      `Approve signing in to your Portico wallet on a new device:`,
      `<a href="${escapeHtml(link)}">Approve this device</a>`,
      'The link is valid for 10 minutes. A login code follows once it is opened. If this was not you, do not open it.',
    ]),
  }
}

export function updatePrimaryMail(code: string, newEmail: string): MailText {
  return {
    kind: 'email-change-current',
    subject: 'Confirm your email change',
    text: `${code} is your code to change your Portico email to ${newEmail}.\n\nIt is valid for 10 minutes. ${IGNORE}\n`,
    html: html([
      `<strong>${escapeHtml(code)}</strong> is your code to change your Portico email to ${escapeHtml(newEmail)}.`,
      `It is valid for 10 minutes. ${IGNORE}`,
    ]),
  }
}

export function updateSecondaryMail(code: string): MailText {
  return {
    kind: 'email-change-new',
    subject: 'Confirm your new email',
    text: `${code} is your code to confirm this email for your Portico wallet.\n\nIt is valid for 10 minutes. ${IGNORE}\n`,
    html: html([
      `<strong>${escapeHtml(code)}</strong> is your code to confirm this email for your Portico wallet.`,
      `It is valid for 10 minutes. ${IGNORE}`,
    ]),
  }
}
