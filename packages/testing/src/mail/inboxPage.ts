/**
 * The mail catcher's inbox page: newest first, each mail's recipients, subject, time and text in a
 * `<pre>`. Every text is escaped; http(s) URLs in a text (the device approval link) become links,
 * nothing else does (a `javascript:` text stays text). Reloads itself every 3 s.
 */
import type { CaughtMail } from './CaughtMail.js'

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** escapes a text for HTML content and quoted attribute values */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!)
}

const URL_RE = /https?:\/\/[^\s<>"'`]+/g

/** the text escaped, with its http(s) URLs as links */
export function linkify(text: string): string {
  let out = ''
  let last = 0
  for (const m of text.matchAll(URL_RE)) {
    // a sentence's final punctuation is not part of the link
    const url = m[0].replace(/[.,;:!?)\]]+$/, '')
    const start = m.index
    out += escapeHtml(text.slice(last, start))
    out += isHttpUrl(url)
      ? `<a href="${escapeHtml(url)}" rel="noreferrer noopener" target="_blank">${escapeHtml(url)}</a>`
      : escapeHtml(url)
    last = start + url.length
  }
  return out + escapeHtml(text.slice(last))
}

function isHttpUrl(text: string): boolean {
  try {
    const u = new URL(text)
    return u.protocol === 'http:' || u.protocol === 'https:'
  } catch {
    return false
  }
}

/** the whole page; `mails` newest first */
export function inboxPage(mails: readonly CaughtMail[], filter?: string): string {
  const items = mails
    .map(
      (m) => `<article data-mail-id="${escapeHtml(m.id)}">
<h2>${escapeHtml(m.subject || '(no subject)')}</h2>
<p>To: ${escapeHtml(m.to.join(', '))} &middot; From: ${escapeHtml(m.from)} &middot; <time datetime="${m.date.toISOString()}">${escapeHtml(m.date.toLocaleTimeString('en-GB'))}</time></p>
<pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="3">
<title>Portico mail catcher${filter ? ` (${escapeHtml(filter)})` : ''}</title>
<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 2rem; max-width: 60rem; }
article { border: 1px solid #ccc; border-radius: 8px; padding: 0 1rem; margin: 1rem 0; }
pre { white-space: pre-wrap; word-break: break-word; }
h2 { font-size: 1.1rem; }
</style>
</head>
<body>
<h1>Portico mail catcher</h1>
<p>${mails.length} mail(s)${filter ? ` to ${escapeHtml(filter)}` : ''}, newest first. This page reloads every 3 seconds.</p>
${items || '<p>No mail yet.</p>'}
</body>
</html>
`
}
