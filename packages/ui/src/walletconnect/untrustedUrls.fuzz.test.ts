/**
 * Generated hostile URLs from the registry and from wallets (the adversarial suite, issue
 * "Hardening"): whatever a registry lists as a wallet's links or a wallet gives as its icon, what
 * reaches an `href` or `src` never has a script-capable scheme as a browser would parse it.
 * FC_SEED replays a failing run.
 */
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { isSafeImageUrl } from '../utils/isSafeImageUrl.js'
import { isSafeLinkUrl } from '../utils/isSafeLinkUrl.js'
import { walletLinks } from './walletLinks.js'

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const opts = { numRuns: 500, ...(seed === undefined ? {} : { seed }) }
let cases = 0
afterAll(() => console.log(`generated untrusted URLs: ${cases}`))

const DANGEROUS = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:'])
const URI = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`

/** a scheme a browser would still read as javascript: case, control characters, whitespace */
const schemeLike = fc
  .tuple(
    fc.constantFrom(
      'javascript',
      'JaVaScRiPt',
      'data',
      'vbscript',
      'file',
      'blob',
      'about',
      'https',
      'http',
      'metamask',
      'trust',
    ),
    fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u0001', '%0a'),
    fc.constantFrom(':', '://', '', ':/', '&colon;'),
  )
  .map(([s, junk, sep]) => {
    const at = Math.floor(s.length / 2)
    return `${junk}${s.slice(0, at)}${junk}${s.slice(at)}${sep}`
  })
const url = fc.oneof(
  schemeLike,
  fc.tuple(schemeLike, fc.string({ maxLength: 30 })).map(([a, b]) => a + b),
  // http(s) URLs with any authority, path and query (fc.webUrl costs ~10 ms of CPU a value)
  fc
    .tuple(
      fc.constantFrom('http', 'https'),
      fc.webAuthority({ withPort: true, withIPv4: true, withIPv6: true }),
      fc.stringMatching(/^(\/[\w.~%!$&'()*+,;=:@-]{0,10}){0,3}(\?[\w=&%-]{0,12})?$/),
    )
    .map(([scheme, authority, rest]) => `${scheme}://${authority}${rest}`),
  fc.string({ maxLength: 40 }),
)

/**
 * the scheme a browser uses for an attribute value: the WHATWG URL parser (Node's too) removes
 * tabs and newlines anywhere and C0 controls and spaces at both ends, as browsers do
 */
function browserScheme(href: string): string | undefined {
  try {
    return new URL(href).protocol
  } catch {
    return undefined
  }
}

describe('untrusted URLs, generated', () => {
  it('wallet links built from registry links never get a script-capable scheme', () => {
    fc.assert(
      fc.property(url, url, url, fc.boolean(), (mobile_link, desktop_link, webapp_link, mobile) => {
        cases++
        for (const link of walletLinks(
          [{ id: 'w', name: 'W', mobile_link, desktop_link, webapp_link }],
          URI,
          mobile,
        ))
          expect(DANGEROUS.has(browserScheme(link.href) ?? ''), link.href).toBe(false)
      }),
      opts,
    )
  })

  it('found by this suite: a bare `javascript`, `data` or `vbscript` registry link is refused (it became `javascript://wc?uri=…`)', () => {
    for (const link of ['javascript', 'JavaScript/', 'data', 'vbscript'])
      expect(walletLinks([{ id: 'w', name: 'W', mobile_link: link, desktop_link: link }], URI, true)).toEqual(
        [],
      )
  })

  it('links and images pass only with safe schemes', () => {
    fc.assert(
      fc.property(url, (u) => {
        cases++
        if (isSafeLinkUrl(u)) expect(['https:', 'http:']).toContain(browserScheme(u))
        if (isSafeImageUrl(u)) {
          const scheme = browserScheme(u)
          expect(['https:', 'http:', 'data:']).toContain(scheme)
          if (scheme === 'data:') expect(u.trim().toLowerCase().startsWith('data:image/')).toBe(true)
        }
      }),
      opts,
    )
  })
})
