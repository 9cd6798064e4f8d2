/**
 * Untrusted text as it may be shown: without control characters (C0, C1) and without the Unicode
 * bidi embeddings, overrides, isolates and marks (U+200E/F, U+202A–E, U+2066–9). A wallet named
 * "\u202Eevil" would otherwise show reversed, and a name can hide its real letters that way;
 * `<bdi>` isolates a name from the page around it but keeps the overrides inside it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

export function plainText(text: string): string {
  return text.replace(CONTROLS, '')
}
