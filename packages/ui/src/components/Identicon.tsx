/**
 * Deterministic avatar for an address: a circle filled with a rotated three-colour linear
 * gradient, the colours derived from FNV-1a hashes of the address
 * (in the spirit of ConnectKit's / RainbowKit's generated avatars). Written here because
 * the libraries that do this (blockies, jazzicon, boring-avatars) are runtime dependencies
 * for ~40 lines of SVG, and jazzicon/blockies draw through the DOM or canvas, which breaks
 * server rendering. Pure function of `address`: same input, same picture, SSR-safe.
 */
import { hashString } from '../utils/hashString.js'

export interface IdenticonProps {
  address: string
  /** px, default 40 */
  size?: number
  className?: string
}

/** Colours and geometry of an identicon; exported for tests and for hosts that want to match it. */
export function identiconColors(address: string) {
  const seed = address.trim().toLowerCase()
  const h1 = hashString(seed)
  const h2 = hashString(seed, h1)
  const h3 = hashString(seed, h2)
  const hue = h1 % 360
  return {
    id: `pt-idn-${h1.toString(36)}${h2.toString(36)}`,
    from: `hsl(${hue} 82% 62%)`,
    to: `hsl(${(hue + 40 + (h2 % 90)) % 360} 88% 52%)`,
    glow: `hsl(${(hue + 150 + (h3 % 90)) % 360} 95% 72%)`,
    angle: h2 % 360,
    /** where the third colour sits along the gradient */
    glowAt: 0.25 + (h3 % 50) / 100,
  }
}

export function Identicon({ address, size = 40, className }: IdenticonProps) {
  const c = identiconColors(address)
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      data-identicon={c.id}
      style={{ display: 'block', flex: 'none', borderRadius: '50%' }}
    >
      <defs>
        <linearGradient id={c.id} gradientTransform={`rotate(${c.angle} 0.5 0.5)`}>
          <stop offset="0" stopColor={c.from} />
          <stop offset={c.glowAt} stopColor={c.glow} />
          <stop offset="1" stopColor={c.to} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${c.id})`} />
    </svg>
  )
}
