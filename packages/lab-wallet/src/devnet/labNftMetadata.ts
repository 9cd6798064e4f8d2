/**
 * Token metadata for the devnet's NFTs as a `data:application/json;base64,…` URI: name,
 * description, and an image that is itself a `data:image/svg+xml;base64,…` picture (a coloured
 * card with the token number). Browser-safe (no Buffer): the lab and the tests both build URIs.
 */

export interface LabNftMetadataOptions {
  tokenId: bigint | number
  /** the card's title line; defaults to the collection name */
  collection?: string
  name?: string
  description?: string
  /** an image URL to use instead of the generated card */
  image?: string
}

function base64(text: string): string {
  let binary = ''
  for (const b of new TextEncoder().encode(text)) binary += String.fromCharCode(b)
  return btoa(binary)
}

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)

/** a 320×320 card: a gradient whose hue follows the token id, the collection and `#id` */
export function labNftCardSvg(tokenId: bigint | number, collection = 'Portico Lab Cards'): string {
  // the golden angle: neighbouring ids get clearly different colours
  const hue = Number((BigInt(tokenId) * 137n) % 360n)
  const hue2 = (hue + 50) % 360
  const label = `#${BigInt(tokenId)}`
  const size = Math.max(24, Math.min(84, Math.floor(230 / (0.62 * label.length))))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 80% 55%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 35%)"/>
</linearGradient></defs>
<rect width="320" height="320" rx="28" fill="url(#g)"/>
<rect x="16" y="16" width="288" height="288" rx="20" fill="none" stroke="rgba(255,255,255,0.45)" stroke-width="2"/>
<circle cx="260" cy="64" r="22" fill="rgba(255,255,255,0.25)"/>
<text x="32" y="60" font-family="system-ui, sans-serif" font-size="18" fill="#fff" opacity="0.9">${escapeXml(collection)}</text>
<text x="32" y="250" font-family="system-ui, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${label}</text>
</svg>`
}

export function labNftMetadataUri(opts: LabNftMetadataOptions): string {
  const collection = opts.collection ?? 'Portico Lab Cards'
  const json = {
    name: opts.name ?? `${collection} #${BigInt(opts.tokenId)}`,
    description:
      opts.description ?? `Token ${BigInt(opts.tokenId)} of ${collection}, minted on the Portico devnet.`,
    image: opts.image ?? `data:image/svg+xml;base64,${base64(labNftCardSvg(opts.tokenId, collection))}`,
  }
  return `data:application/json;base64,${base64(JSON.stringify(json))}`
}
