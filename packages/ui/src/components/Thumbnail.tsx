import { type CSSProperties, useState } from 'react'
import { initialOf, placeholderColor } from '../utils/hashString.js'
import { isSafeImageUrl } from '../utils/isSafeImageUrl.js'

export interface ThumbnailProps {
  /** Used for the placeholder letter and colour; never rendered as HTML. */
  name: string
  /** Untrusted: only safe URLs (see isSafeImageUrl) become an `<img src>`. */
  imageUrl?: string
  size: number
  /** CSS border-radius, e.g. '50%' or 12 */
  radius: number | string
  className?: string
}

/**
 * An icon that is either a safe image or a letter in a coloured shape. Sizes and colours
 * are inline so it also renders correctly outside the dialog's shadow root (host buttons).
 * A URL that fails to load falls back to the placeholder.
 */
export function Thumbnail({ name, imageUrl, size, radius, className }: ThumbnailProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const showImage = isSafeImageUrl(imageUrl) && failedUrl !== imageUrl
  const style: CSSProperties = {
    width: size,
    height: size,
    borderRadius: radius,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    overflow: 'hidden',
  }
  if (showImage) {
    return (
      <span className={className ? `pt-thumb ${className}` : 'pt-thumb'} style={style}>
        <img
          src={imageUrl}
          alt=""
          width={size}
          height={size}
          draggable={false}
          referrerPolicy="no-referrer"
          onError={() => setFailedUrl(imageUrl)}
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </span>
    )
  }
  return (
    <span
      className={className ? `pt-thumb ${className}` : 'pt-thumb'}
      data-placeholder=""
      aria-hidden="true"
      translate="no"
      style={{
        ...style,
        background: placeholderColor(name),
        color: '#ffffff',
        fontSize: Math.round(size * 0.45),
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      {initialOf(name)}
    </span>
  )
}
