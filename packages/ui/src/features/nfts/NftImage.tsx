import { useState } from 'react'
import { Data } from '../../components/Data.js'
import { isSafeImageUrl } from '../../utils/isSafeImageUrl.js'

/**
 * An NFT's picture. Untrusted: only a safe URL becomes an `<img src>` (an SVG is never put into
 * the DOM as markup: inside `<img>` its scripts never run), with no referrer; anything else, or
 * an image that fails, shows the name on a plain tile.
 */
export function NftImage({
  url,
  name,
  size,
  lazy = false,
}: {
  url?: string
  name: string
  size: 'tile' | 'large'
  /** load when scrolled near (tiles past the first rows) */
  lazy?: boolean
}) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const show = isSafeImageUrl(url) && failed !== url
  return (
    <span className={`pt-nft-image pt-nft-image--${size}`}>
      {show ? (
        <img
          src={url}
          alt=""
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(url)}
        />
      ) : (
        <Data className="pt-nft-image-fallback">{name}</Data>
      )}
    </span>
  )
}
