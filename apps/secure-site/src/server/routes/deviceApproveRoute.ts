/**
 * `GET /device/approve?token=`: the emailed link. Opening it approves the device; a plain page says
 * so (no script, no style, no resource: `default-src 'none'`; the token is kept out of referrers).
 */
import { Hono } from 'hono'
import { escapeHtml } from '../mail/mailTexts.js'
import type { SiteDeps } from '../SiteDeps.js'

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
}

export function devicePage(title: string, text: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
</body>
</html>
`
}

export function deviceApproveRoute(deps: SiteDeps) {
  const app = new Hono()
  app.get('/device/approve', async (c) => {
    const token = c.req.query('token') ?? ''
    const request = /^[A-Za-z0-9_-]{16,128}$/.test(token) ? await deps.devices.approve(token) : undefined
    if (!request)
      return c.body(
        devicePage(
          'This link is not valid',
          'The link is unknown or has expired (links are valid for 10 minutes). Sign in again to get a new one.',
        ),
        400,
        HEADERS,
      )
    return c.body(
      devicePage(
        'Device approved',
        `The new device for ${request.email} is approved. Go back to the page where you signed in: a login code is on its way to your inbox.`,
      ),
      200,
      HEADERS,
    )
  })
  return app
}
