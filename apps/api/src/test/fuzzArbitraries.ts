/**
 * fast-check arbitraries for the apps/api fuzz suite (`createApiServer.fuzz.test.ts`): hostile
 * text, URL parts, query strings, headers and bodies. Most generators make a request that is
 * *almost* right (the right keys and types, one field hostile), because that is what gets past the
 * validation to the code behind it; the rest is anything at all.
 */
import { DEVNET_ACCOUNTS } from '@portico/testing/node'
import fc from 'fast-check'

/** one character: any code point, often one that breaks things (NUL, line breaks, lone surrogates, URL syntax) */
export const char = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '\0',
      '\n',
      '\r',
      '\u2028',
      '%',
      '"',
      '\\',
      '/',
      '?',
      '#',
      '&',
      '=',
      ':',
      '.',
      ' ',
    ),
  },
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
)
/** text: mostly printable (any script, emoji), sometimes made of the characters above */
export const text = (maxLength = 24) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.string({ unit: 'grapheme', maxLength }) },
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: char, maxLength }) },
  )

export const validAddress = fc.oneof(
  fc.constantFrom(...DEVNET_ACCOUNTS.slice(0, 4).map((a) => a.address)),
  fc.stringMatching(/^0x[0-9a-fA-F]{40}$/),
  fc.stringMatching(/^0x[0-9a-f]{40}$/).map((a) => `eip155:31337:${a}`),
)
/** numbers as text, from small to far beyond any integer type */
export const numeric = fc.oneof(
  fc.integer({ min: -10, max: 100 }).map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.constantFrom('2147483647', '2147483648', '4294967296', '9007199254740993', '99999999999', '1e3', '0x10'),
  fc.double().map(String),
)
export const chainIdParam = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('eip155:31337', '31337', 'eip155:1', '1') },
  { weight: 1, arbitrary: numeric },
  { weight: 1, arbitrary: numeric.map((n) => `eip155:${n}`) },
)

/** values that are special to some parser somewhere */
export const nasty = fc.oneof(
  { weight: 4, arbitrary: text() },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      '\0',
      'a\0b',
      '\ud800',
      '\udfff',
      '%',
      '%00',
      '%zz',
      '%E0%A4%A',
      '%ED%A0%80',
      '%C0%80',
      '..',
      '../..',
      '..%2f..',
      '<script>alert(1)</script>',
      '9'.repeat(400),
      '1e309',
      '-0',
      'NaN',
      'Infinity',
      '0x',
      'true',
      'null',
      '[]',
      '{}',
      '__proto__',
      'constructor',
      'a'.repeat(5000),
    ),
  },
  { weight: 2, arbitrary: validAddress },
  { weight: 2, arbitrary: numeric },
)
/** mostly `valid`, sometimes any hostile string */
export const mostly = (valid: fc.Arbitrary<string>, weight = 4) =>
  fc.oneof({ weight, arbitrary: valid }, { weight: 1, arbitrary: nasty })

/** percent-encoded, or as it is when it cannot be (a lone surrogate) */
export const encoded = (s: string) => {
  try {
    return encodeURIComponent(s)
  } catch {
    return s
  }
}
/** a path segment or query value as a client might send it: mostly encoded, sometimes raw */
export const urlPart = (value: fc.Arbitrary<string> = nasty) =>
  fc
    .tuple(value, fc.constantFrom('encoded', 'encoded', 'encoded', 'raw'))
    .map(([s, mode]) => (mode === 'encoded' ? encoded(s) : s))

/** a query string: each known key mostly present with a mostly valid value, plus some stray keys */
export const queryOf = (params: Record<string, fc.Arbitrary<string>>, required: string[] = []) =>
  fc
    .tuple(
      fc.tuple(
        ...Object.entries(params).map(([k, v]) => {
          const pair = urlPart(mostly(v)).map((x) => `${k}=${x}`)
          return required.includes(k) ? pair : fc.option(pair, { freq: 3 })
        }),
      ),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...Object.keys(params)), urlPart(text(8))), urlPart()), {
        maxLength: 2,
      }),
    )
    .map(([known, extra]) => {
      const parts = [...known.filter((p) => p !== null), ...extra.map(([k, v]) => `${k}=${v}`)]
      return parts.length ? `?${parts.join('&')}` : ''
    })
export const anyQuery = queryOf({
  projectId: fc.constant('p'),
  st: fc.constant('appkit'),
  sv: fc.constant('1'),
})

/** a header value the fetch API accepts (latin-1 without NUL / CR / LF) */
const headerValue = fc.string({
  unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)),
  maxLength: 40,
})
export const headers = fc.record(
  {
    'content-type': fc.oneof(
      fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
      ),
      headerValue,
    ),
    'if-none-match': fc.oneof(fc.constantFrom('*', 'W/"x"', '"x", W/"y"'), headerValue),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', 'gzip;q=0, *;q=0', 'x'),
    origin: fc.oneof(fc.constantFrom('https://host.test', 'null'), headerValue),
    'x-forwarded-for': headerValue,
  },
  { requiredKeys: [] },
)

/** a label fast-check prints instead of the value (a 2000-level array would fill the screen) */
const labelled = <T extends object>(value: T, label: string): T =>
  Object.defineProperty(value, fc.toStringMethod, { value: () => label })
/**
 * JSON deeper than anything needs to be, and arrays longer than any: too big to build as values
 * (JSON.stringify would overflow the stack), so a marker that `stringify` below writes out as text.
 */
class Bulk {
  constructor(
    readonly kind: 'arrays' | 'objects' | 'long',
    readonly n: number,
  ) {}
  toJSON() {
    return `\u0001bulk:${this.kind}:${this.n}\u0001`
  }
  [fc.toStringMethod]() {
    return `<${this.kind} ×${this.n}>`
  }
  text(): string {
    if (this.kind === 'arrays') return `${'['.repeat(this.n)}1${']'.repeat(this.n)}`
    if (this.kind === 'objects') return `${'{"a":'.repeat(this.n)}1${'}'.repeat(this.n)}`
    return `[${'1,'.repeat(this.n)}1]`
  }
}
export const deepJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: 1, max: 100_000 }).map((n) => new Bulk('arrays', n)),
  fc.integer({ min: 1, max: 40_000 }).map((n) => new Bulk('objects', n)),
  fc.integer({ min: 1, max: 120_000 }).map((n) => new Bulk('long', n)),
)
/** JSON text of `v`, bulk markers written out */
export const stringify = (v: unknown): string =>
  (JSON.stringify(v) ?? 'null').replace(
    /"\\u0001bulk:(\w+):(\d+)\\u0001"/g,
    (_, kind: Bulk['kind'], n: string) => new Bulk(kind, Number(n)).text(),
  )

/** JSON with any strings in it (now and then a lone surrogate, which becomes a `\udXXX` escape) */
export const jsonValue = (maxDepth = 4) =>
  fc.jsonValue({
    maxDepth,
    stringUnit: fc.oneof(
      { weight: 19, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
      { weight: 1, arbitrary: char },
    ),
  })
/** any value the JSON encoder takes, numbers included (huge ones become `1e+308`, non-finite `null`) */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: jsonValue() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(null, true, 0, -1, 1e308, 2 ** 53 + 1, Number.MIN_VALUE, [], {}, [[]]),
  },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.bigInt().map(String) },
  { weight: 1, arbitrary: deepJson },
)
/** a value that is wrong for any field: any type, hostile text, or missing (left out of JSON) */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: anyValue },
  { weight: 2, arbitrary: nasty },
  { weight: 1, arbitrary: fc.constant(undefined) },
)
/**
 * An object with the route's keys, each generated by its arbitrary, and in three cases out of four
 * one of them replaced by a wrong value: one thing wrong at a time reaches past the checks before.
 */
export const shape = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .tuple(fc.record(fields), fc.option(fc.constantFrom(...Object.keys(fields)), { freq: 4 }), wrongValue)
    .map(([value, key, wrong]) => (key === null ? value : { ...value, [key]: wrong }))

/** a request body, printed short in fast-check's reports (some are 300 KB or 20 000 levels deep) */
export interface Body {
  payload: string | Uint8Array
}
export const asBody = (payload: string | Uint8Array): Body => {
  const t =
    typeof payload === 'string' ? JSON.stringify(payload) : `bytes ${Buffer.from(payload).toString('hex')}`
  return labelled({ payload }, t.length > 240 ? `${t.slice(0, 200)}…(${t.length} characters)` : t)
}
/** a body: mostly the route's shape (as JSON), sometimes anything, deep, huge or not UTF-8 */
export const body = (routeShape?: fc.Arbitrary<unknown>) =>
  fc
    .oneof(
      { weight: 12, arbitrary: (routeShape ?? anyValue).map(stringify) },
      { weight: 1, arbitrary: anyValue.map(stringify) },
      { weight: 1, arbitrary: text(40) },
      {
        weight: 1,
        arbitrary: fc.integer({ min: 1, max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '',
          '1e999',
          `-${'9'.repeat(1000)}`,
          '"\\ud800"',
          '{"a":"\\udc00"}',
          '"\\u0000"',
          '{"__proto__":{"polluted":1}}',
          '{"a":1,"a":2}',
          'x'.repeat(300 * 1024),
        ),
      },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
    )
    .map(asBody)

export const anyMethod = fc.constantFrom(
  'GET',
  'GET',
  'GET',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'HEAD',
  'OPTIONS',
)
export const bodyMethod = fc.constantFrom('POST', 'POST', 'POST', 'POST', 'POST', 'POST', 'PUT', 'DELETE')

/**
 * Amounts as a swap client might send them, and as no client should (issue 27 item 6): ordinary
 * base units, any size up to and beyond uint256 (2^256 and 78 nines were a 500), the edges of the
 * uint256 and "unlimited" ranges, `around` (a token's supply ± 1), exponents, leading zeros,
 * signs, hex, fractions, spaces and digits of other scripts.
 */
export const decimalAmount = (around: bigint[] = []) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.bigInt({ min: 1n, max: 10n ** 24n }).map(String) },
    { weight: 3, arbitrary: fc.bigInt({ min: 0n, max: 2n ** 260n }).map(String) },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(
          2n ** 256n,
          2n ** 256n - 1n,
          2n ** 256n + 1n,
          2n ** 255n,
          2n ** 255n - 1n,
          10n ** 78n - 1n,
          10n ** 77n,
          ...around.flatMap((n) => [n - 1n, n, n + 1n]),
        )
        .map(String),
    },
    { weight: 1, arbitrary: fc.constantFrom('9'.repeat(78), '1'.repeat(79), '9'.repeat(400), '0', '00') },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.integer({ min: 1, max: 9 }),
          fc.constantFrom('e', 'E', 'e+', 'e-'),
          fc.integer({ min: 0, max: 400 }),
        )
        .map(([m, e, x]) => `${m}${e}${x}`),
    },
    { weight: 2, arbitrary: fc.bigInt({ min: 0n, max: 2n ** 256n }).map((n) => `0${n}`) },
    { weight: 1, arbitrary: fc.bigInt({ min: 1n, max: 2n ** 256n }).map((n) => `-${n}`) },
    { weight: 1, arbitrary: fc.bigInt({ min: 0n, max: 2n ** 260n }).map((n) => `0x${n.toString(16)}`) },
    { weight: 1, arbitrary: fc.double().map(String) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.constantFrom(' ', '+', '.0', '_0', '\u00a0', ','))
        .map(([n, s]) => (s === ' ' || s === '+' ? `${s}${n}` : `${n}${s}`)),
    },
    { weight: 1, arbitrary: fc.constantFrom('١٢٣', '１２３', '½', 'Infinity', 'NaN', '-0', '0b101', '1n') },
  )
