/**
 * Goes through a local identity provider's sign-in with `fetch`, as a person clicking in a browser
 * would: opens the authorize URL, follows the provider's own redirects (keeping its cookies, which
 * oidc-provider needs), fills the consent page's fields, clicks Continue (or Cancel) and stops at
 * the request the browser would then make to the client: the redirect to the client's
 * redirect_uri (GET) or, for Apple's `form_post`, the form posted to it (POST). For tests; it reads
 * only the pages of `startIdentityProviders`.
 */

export interface DriveIdpConsentOptions {
  /** values typed into the consent page (`email_verified`: the checkbox) */
  fields?: Partial<Record<'name' | 'username' | 'email', string>> & { email_verified?: boolean }
  /** click Cancel instead of Continue */
  cancel?: boolean
}

/** what the browser sends to the client after the provider's page */
export interface IdpRedirect {
  method: 'GET' | 'POST'
  url: string
  /** the form body of a POST (`application/x-www-form-urlencoded`) */
  body?: URLSearchParams
  /** the authorization response: the query of a GET, the body of a POST (`code`, `state`, `error`…) */
  params: URLSearchParams
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}
const decodeEntities = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!)

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const m of tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) out[m[1]!] = decodeEntities(m[2] ?? '')
  return out
}

interface ParsedForm {
  action: string
  method: string
  fields: URLSearchParams
  consent: boolean
}

function parseForm(html: string): ParsedForm | undefined {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/.exec(html)
  if (!form) return undefined
  const attrs = attributes(form[1]!)
  const fields = new URLSearchParams()
  for (const m of form[2]!.matchAll(/<input\b([^>]*)>/g)) {
    const a = attributes(m[1]!)
    if (!a.name) continue
    if (a.type === 'checkbox' && !('checked' in a)) continue
    fields.set(a.name, a.value ?? '')
  }
  return {
    action: attrs.action ?? '',
    method: (attrs.method ?? 'get').toLowerCase(),
    fields,
    consent: form[2]!.includes('data-testid="idp-continue"'),
  }
}

export async function driveIdpConsent(
  authorizeUrl: string,
  opts: DriveIdpConsentOptions = {},
): Promise<IdpRedirect> {
  const idpOrigin = new URL(authorizeUrl).origin
  const cookies = new Map<string, string>()
  const send = async (url: URL, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      },
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      if (eq > 0) cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
    }
    return res
  }

  let url = new URL(authorizeUrl)
  let res = await send(url)
  let submitted = false
  for (let hop = 0; hop < 12; hop++) {
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel()
      const next = new URL(res.headers.get('location') ?? '', url)
      if (next.origin !== idpOrigin) return { method: 'GET', url: next.href, params: next.searchParams }
      url = next
      res = await send(url)
      continue
    }
    const html = await res.text()
    const form = parseForm(html)
    if (!form)
      throw new Error(
        `The provider answered ${res.status} without a form: ${html
          .replace(/<[^>]+>/g, ' ')
          .trim()
          .slice(0, 300)}`,
      )
    const action = new URL(form.action || url.href, url)
    if (!form.consent) {
      if (action.origin === idpOrigin || form.method !== 'post')
        throw new Error(`Unexpected form on ${url.href}: ${form.action}`)
      return { method: 'POST', url: action.href, body: form.fields, params: form.fields }
    }
    if (submitted) throw new Error('The consent page came back after it was answered')
    submitted = true
    const body = form.fields
    for (const [k, v] of Object.entries(opts.fields ?? {})) {
      if (k === 'email_verified') {
        if (v) body.set(k, 'true')
        else body.delete(k)
      } else if (typeof v === 'string') body.set(k, v)
    }
    body.set('decision', opts.cancel ? 'cancel' : 'continue')
    url = action
    res = await send(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    })
  }
  throw new Error('Too many redirects at the provider')
}
