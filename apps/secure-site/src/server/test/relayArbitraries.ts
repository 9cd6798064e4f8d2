/**
 * fast-check arbitraries for the secure site's relay fuzz suites (`farcasterRelay.fuzz.test.ts`,
 * `socialRelay.fuzz.test.ts`; issue 27): hostile text, origins, domains and wrong types, and a
 * body generator that keeps a valid body's keys and changes a few of them, which is what gets past
 * the schema to the checks behind it. Not a test file itself.
 */
import fc from 'fast-check'

/** text that breaks parsers: any code point, NUL, lone surrogates, line breaks, URL syntax, long */
export const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\0',
      'a\0b',
      '\ud800',
      '\r\n',
      '\u2028',
      '%00',
      '%2e%2e',
      '<script>alert(1)</script>',
      '"><img src=x>',
      'null',
      'undefined',
      '__proto__',
      'constructor',
      '9'.repeat(400),
      'a'.repeat(3000),
    ),
  },
)

/** wrong JSON types for a field that wants a string */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
)

/**
 * origins a hostile caller tries in place of the project's `allowed`: other sites, the allowed
 * host on another scheme or port, spellings that trip string comparisons, paths, credentials
 */
export const hostileOrigin = (allowed: string) => {
  const { host, hostname } = new URL(allowed)
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(
        'https://evil.example',
        'http://evil.example',
        'null',
        `${allowed}/`,
        `${allowed}/app`,
        `${allowed}?x=1`,
        `${allowed}#frag`,
        `${allowed}.evil.example`,
        `${allowed}@evil.example`,
        `http://user:pw@${host}`,
        `https://${host}`,
        `http://${hostname}:1`,
        `HTTP://${host.toUpperCase()}`,
        ` ${allowed}`,
        `${allowed}\t`,
        `${allowed}\0`,
        `http://evil.example/${allowed}`,
        `http://evil.example#${allowed}`,
        `http://${hostname}.:${new URL(allowed).port}`,
        'http://[::1]:5173',
        'http://0x7f.0.0.1:5173',
        'http://2130706433:5173',
        'javascript:alert(1)//',
        'data:text/html,x',
        'file:///etc/passwd',
        'blob:http://evil.example/x',
        'ws://127.0.0.1:5173',
        'http://*.example',
        'http://localhost:5173',
      ),
    },
    { weight: 2, arbitrary: webUrlLike },
    { weight: 2, arbitrary: hostileText },
  )
}

/**
 * http(s) URLs with any authority, path and query; fc.webUrl spends ~10 ms of CPU per value on its
 * paths (seconds a run), this is ~100 times cheaper and reaches the same parsers
 */
export const webUrlLike = fc
  .tuple(
    fc.constantFrom('http', 'https'),
    fc.webAuthority({ withPort: true, withIPv4: true, withIPv6: true }),
    fc.stringMatching(/^(\/[\w.~%!$&'()*+,;=:@-]{0,10}){0,3}(\?[\w=&%-]{0,12})?$/),
  )
  .map(([scheme, authority, rest]) => `${scheme}://${authority}${rest}`)

/** host[:port] values in place of the allowed page's */
export const hostileDomain = (allowedHost: string) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        'evil.example',
        `${allowedHost}.evil.example`,
        `evil.example:${allowedHost.split(':')[1] ?? '443'}`,
        allowedHost.toUpperCase().replace('LOCALHOST', 'LocalHost'),
        `${allowedHost.split(':')[0]}:1`,
        `${allowedHost.split(':')[0]}`,
        `${allowedHost} `,
        `${allowedHost}/`,
        `https://${allowedHost}`,
        `user@${allowedHost}`,
        `${allowedHost}\nURI: https://evil.example`,
        'localhost',
        '[::1]:5173',
      ),
    },
    { weight: 1, arbitrary: fc.domain() },
    { weight: 1, arbitrary: hostileText },
  )

/**
 * `base` with 0 to `max` of its fields changed: replaced by that field's hostile values (or a wrong
 * type), removed, or an unknown field added. `mutated` lists what changed ([] = the valid body).
 */
export function mutatedBody(
  base: Record<string, unknown>,
  hostile: Record<string, fc.Arbitrary<unknown>>,
  max = 2,
): fc.Arbitrary<{ body: Record<string, unknown>; mutated: string[] }> {
  const keys = Object.keys(hostile)
  const change = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .constantFrom(...keys)
        .chain((key) =>
          fc
            .oneof({ weight: 5, arbitrary: hostile[key]! }, { weight: 1, arbitrary: wrongType })
            .map((value) => ({ key, kind: 'set' as const, value })),
        ),
    },
    { weight: 1, arbitrary: fc.constantFrom(...keys).map((key) => ({ key, kind: 'delete' as const })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('extra', '__proto__', 'constructor', 'siweUri', 'redirectUri')
        .map((key) => ({ key, kind: 'add' as const, value: 'x' })),
    },
  )
  return fc.array(change, { maxLength: max }).map((changes) => {
    const body: Record<string, unknown> = { ...base }
    const mutated: string[] = []
    for (const c of changes) {
      if (c.kind === 'delete') {
        if (!(c.key in body)) continue
        delete body[c.key]
      } else if (c.kind === 'add' || body[c.key] !== c.value) {
        Object.defineProperty(body, c.key, {
          value: c.value,
          enumerable: true,
          writable: true,
          configurable: true,
        })
      } else continue
      mutated.push(`${c.kind} ${c.key}`)
    }
    return { body, mutated }
  })
}
