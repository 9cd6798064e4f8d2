/**
 * The page `/social/callback` shows in the popup (docs in apps/secure-site/README.md, "Social
 * login"). It never shows the code. Its one inline script (allowed by a per-response CSP nonce)
 * takes the code out of the address bar, posts `{ portico: 'social/1', state, done: true }` to the
 * window that opened the popup and to each of that window's frames with the target origin set to
 * this site's own origin (only the secure site's frame can receive it; the host page cannot), then
 * closes the popup. Without an opener (a Cross-Origin-Opener-Policy cut it) the text asks the person
 * to close the window; the frame learns the answer by its `/social/complete` long poll anyway.
 */
import { escapeHtml } from '../mail/mailTexts.js'

export const SOCIAL_MESSAGE_TAG = 'social/1'

export const INVALID_CALLBACK_TEXT = 'This sign-in link is not valid. Close this window and try again.'
export const CLOSE_TEXT = 'You can close this window and go back to the app.'

/** JSON that is safe inside a `<script>` element */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

function page(title: string, text: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${script}</body>
</html>
`
}

/** `/social/start`: what the popup shows while the frame asks for the provider's URL */
export function socialStartPage(): string {
  return page('Connecting…', 'Opening the sign-in page. This window closes by itself when you are done.')
}

export function invalidCallbackPage(): string {
  return page('Sign-in failed', INVALID_CALLBACK_TEXT)
}

export function socialCallbackPage(opts: {
  cancelled: boolean
  state: string
  origin: string
  nonce: string
}) {
  const message = { portico: SOCIAL_MESSAGE_TAG, state: opts.state, done: true }
  const script = `<script nonce="${escapeHtml(opts.nonce)}">
(function () {
  try { history.replaceState(null, '', location.pathname) } catch (e) {}
  var msg = ${scriptJson(message)}
  var ORIGIN = ${scriptJson(opts.origin)}
  var opener = window.opener
  if (!opener) return
  try { opener.postMessage(msg, ORIGIN) } catch (e) {}
  try {
    for (var i = 0; i < opener.frames.length; i++) {
      try { opener.frames[i].postMessage(msg, ORIGIN) } catch (e) {}
    }
  } catch (e) {}
  window.close()
})()
</script>
`
  return page(opts.cancelled ? 'Sign-in cancelled' : 'Signed in', CLOSE_TEXT, script)
}

/** the CSP of the callback's pages: nothing but the one script of that response */
export function socialCallbackCsp(nonce?: string): string {
  return [
    "default-src 'none'",
    nonce ? `script-src 'nonce-${nonce}'` : undefined,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ]
    .filter(Boolean)
    .join('; ')
}
