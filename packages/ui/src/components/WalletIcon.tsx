import { Thumbnail } from './Thumbnail.js'

export interface WalletIconProps {
  name: string
  imageUrl?: string
  /** px, default 40 */
  size?: number
  className?: string
}

/** A wallet's icon in a rounded square, or its first letter on a colour derived from the name. */
export function WalletIcon({ name, imageUrl, size = 40, className }: WalletIconProps) {
  return (
    <Thumbnail
      name={name}
      imageUrl={imageUrl}
      size={size}
      radius={Math.round(size * 0.28)}
      className={className}
    />
  )
}
