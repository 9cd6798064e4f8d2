/**
 * Text PostgreSQL cannot store: a NUL character (text and jsonb refuse it) or an unpaired UTF-16
 * surrogate (jsonb refuses its `\udXXX` escape; text would silently turn it into U+FFFD). Such
 * text must be a clear 400 at the door, not a 500 deep inside a route (and
 * what the fuzz suite found next: a lone surrogate in an analytics event's properties).
 */

/** the first reason `s` cannot be stored, or undefined */
export function unstorableInString(s: string): string | undefined {
  if (s.includes('\0')) return 'NUL character'
  // with the u flag a paired surrogate is one code point; only an unpaired one is \p{Cs}
  if (/\p{Cs}/u.test(s)) return 'unpaired surrogate'
  return undefined
}

/** an escape a JSON text may decode to one of those: \u0000 or \ud800–\udfff */
const SUSPECT_ESCAPE = /\\u(?:0000|d[89a-f][0-9a-f]{2})/i

/**
 * The first reason a request body cannot be stored, or undefined. Raw text is checked as it is
 * (UTF-8 decoding has already replaced any unpaired surrogate); a body with a suspect escape is
 * parsed as JSON and every key and string in it is checked, so an escaped backslash (`\\u0000`)
 * is not mistaken for one.
 */
export function unstorableInBody(body: string): string | undefined {
  if (body.includes('\0')) return 'NUL character'
  if (!SUSPECT_ESCAPE.test(body)) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    // not JSON: the escape stays text, which only a NUL escape was ever refused as
    return /\\u0000/i.test(body) ? 'NUL character' : undefined
  }
  // iterative: a body may nest far deeper than the call stack
  const stack: unknown[] = [parsed]
  while (stack.length > 0) {
    const v = stack.pop()
    if (typeof v === 'string') {
      const reason = unstorableInString(v)
      if (reason) return reason
    } else if (Array.isArray(v))
      for (const x of v) stack.push(x) // not push(...v): 100 000 arguments overflow
    else if (typeof v === 'object' && v !== null)
      for (const [k, x] of Object.entries(v)) {
        const reason = unstorableInString(k)
        if (reason) return reason
        stack.push(x)
      }
  }
  return undefined
}
