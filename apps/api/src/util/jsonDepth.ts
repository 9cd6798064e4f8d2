/**
 * How deep a JSON text nests, counted without parsing it (found by the fuzz suite: an
 * analytics event with 5 000 nested arrays in its properties parsed, and then JSON.stringify
 * overflowed the stack while storing it, a 500). No body of SPEC §7 nests deeper than a few
 * levels; JSON-RPC params (eth_call with state overrides) about six.
 */

/** the most levels a request body may nest */
export const MAX_JSON_DEPTH = 64

/** true when `text`, read as JSON, opens more than `max` arrays/objects inside one another */
export function jsonDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // a backslash: skip the escaped character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}
