/** HKDF-SHA256 with WebCrypto (RFC 5869; an empty salt, as the design says). */
const encoder = new TextEncoder()

export async function hkdfSha256(
  ikm: Uint8Array<ArrayBuffer>,
  info: string,
  length = 32,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: encoder.encode(info) },
    key,
    length * 8,
  )
  return new Uint8Array(bits)
}
