/**
 * The mailbox an address reaches, as the mail limits count it (SECURITY.md,
 * "What a mailbox is for the mail limits"): `name+tag@host` and, at Google, `n.a.m.e@gmail.com`
 * reach one inbox, so counting each spelling apart let one person's inbox (or a victim's) get ten
 * mails an hour per spelling, and skip the 30 s cooldown by adding a tag.
 *
 * The key: the address lower-cased; the local part cut at its first `+` (plus addressing, which
 * Gmail, Outlook, iCloud, Fastmail, Proton and most hosts deliver to the part before it; a local
 * part that starts with `+` is kept whole); at gmail.com and googlemail.com (one service, the same
 * inbox) the dots removed and the host written gmail.com. Dots elsewhere are kept: other hosts treat
 * them as part of the name. A host where `+` is part of distinct names only gets a stricter, shared
 * limit, never a looser one. Only the limits and cooldowns use it: the user's email, the codes and
 * the sign-in stay with the address as typed (lower-cased).
 */

const GOOGLE_MAIL = new Set(['gmail.com', 'googlemail.com'])

export function mailboxKey(email: string): string {
  const lower = email.toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at <= 0) return lower
  let local = lower.slice(0, at)
  let host = lower.slice(at + 1)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (GOOGLE_MAIL.has(host)) {
    host = 'gmail.com'
    local = local.replaceAll('.', '') || local
  }
  return `${local}@${host}`
}
