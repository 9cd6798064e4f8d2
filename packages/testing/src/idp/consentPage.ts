/**
 * The pages of the local identity providers: the consent page ("Sign in to GitHub (local)", the test
 * person's fields prefilled, Continue and Cancel with stable `data-testid`s so a person, playwright
 * or `driveIdpConsent` can go through it), the auto-submitting `form_post` page (Apple) and an
 * error page. Every inserted value is escaped; the pages run no script but the form_post one's,
 * which carries a nonce.
 */
import { escapeHtml } from '../mail/inboxPage.js'

export interface ConsentField {
  name: 'name' | 'username' | 'email' | 'email_verified'
  label: string
  value: string | boolean
}

export interface ConsentPageInput {
  /** e.g. "GitHub" */
  provider: string
  clientId: string
  /** where the form posts (a path on the provider) */
  action: string
  hidden: Record<string, string>
  fields: readonly ConsentField[]
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1c1d21}
main{max-width:380px;margin:48px auto;background:#fff;padding:24px 28px;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 8px}label{display:block;margin:12px 0 0;font-size:14px}
input[type=text],input[type=email]{display:block;width:100%;box-sizing:border-box;padding:8px;font:inherit;border:1px solid #999;border-radius:6px}
.check{display:flex;gap:8px;align-items:center}.buttons{display:flex;gap:12px;margin-top:20px}
button{font:inherit;padding:8px 16px;border-radius:6px;border:1px solid #555;background:#fff;cursor:pointer}
button[value=continue]{background:#1f4fd1;border-color:#1f4fd1;color:#fff}.muted{color:#555;font-size:14px}`

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
${body}
</main></body>
</html>
`

function fieldHtml(f: ConsentField): string {
  const testId = `idp-${f.name.replace('_', '-')}`
  if (f.name === 'email_verified')
    return `<label class="check"><input type="checkbox" name="email_verified" value="true"${f.value ? ' checked' : ''} data-testid="${testId}"> ${escapeHtml(f.label)}</label>`
  const type = f.name === 'email' ? 'email' : 'text'
  const required = f.name === 'email' ? '' : ' required'
  return `<label>${escapeHtml(f.label)}<input type="${type}" name="${f.name}" value="${escapeHtml(String(f.value))}" maxlength="100"${required} autocomplete="off" data-testid="${testId}"></label>`
}

export function consentPage(input: ConsentPageInput): string {
  const title = `Sign in to ${input.provider} (local)`
  const hidden = Object.entries(input.hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n')
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="muted">A local stand-in for ${escapeHtml(input.provider)}: any name signs in. <strong>${escapeHtml(input.clientId)}</strong> asks for your account.</p>
<form method="post" action="${escapeHtml(input.action)}">
${hidden}
${input.fields.map(fieldHtml).join('\n')}
<div class="buttons">
<button type="submit" name="decision" value="continue" data-testid="idp-continue">Continue</button>
<button type="submit" name="decision" value="cancel" formnovalidate data-testid="idp-cancel">Cancel</button>
</div>
</form>`,
  )
}

/** OAuth 2.0 Form Post Response Mode: the browser posts `fields` to `action` (the client's redirect URI) */
export function formPostPage(
  provider: string,
  action: string,
  fields: Record<string, string>,
  nonce: string,
) {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n')
  return page(
    `Sign in to ${provider} (local)`,
    `<form method="post" action="${escapeHtml(action)}">
${inputs}
<p class="muted">Returning to the app…</p>
<noscript><button type="submit" data-testid="idp-form-post">Continue</button></noscript>
</form>
<script nonce="${escapeHtml(nonce)}">document.forms[0].submit()</script>`,
  )
}

export function idpErrorPage(provider: string, message: string): string {
  const title = `Sign in to ${provider} (local)`
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`)
}

/**
 * the pages' CSP: styles inline, no script (but a nonce'd one). No `form-action`: browsers apply
 * it to the whole redirect chain after the consent form, and in the redirect mode that chain ends
 * at the app's own page (provider → the client's callback → the app), which no list here can
 * name; the real providers' consent pages let it through the same way. `formTargets` is kept for
 * the callers (the client's origins) and documents where the forms go.
 */
export function idpPageCsp(_formTargets: readonly string[], scriptNonce?: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    scriptNonce ? `script-src 'nonce-${scriptNonce}'` : undefined,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]
    .filter(Boolean)
    .join('; ')
}
