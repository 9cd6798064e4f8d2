/**
 * FNV-1a (32 bit) string hash: a deterministic, dependency-free seed for placeholder colours
 * and identicons. Written here because it is 6 lines and ui may not depend on anything else.
 */
export function hashString(value: string, seed = 0x811c9dc5): number {
  // typed string, but rendered from untrusted data: never throw on anything else
  const input = typeof value === 'string' ? value : String(value ?? '')
  let hash = seed >>> 0
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

/** A pleasant, readable background colour for a letter placeholder, stable per name. */
export function placeholderColor(name: string): string {
  return `hsl(${hashString(name) % 360} 58% 50%)`
}

/** First visible character of a name, upper-cased (code-point aware), '?' when empty. */
export function initialOf(name: string): string {
  // the first visible character: not a control or format character (a bidi override), not a space
  const chars = Array.from(typeof name === 'string' ? name : '')
  return chars.find((c) => !/[\p{Cc}\p{Cf}\s]/u.test(c))?.toUpperCase() ?? '?'
}
