import { Thumbnail } from './Thumbnail.js'

export interface NetworkIconProps {
  name: string
  imageUrl?: string
  /** px, default 24 */
  size?: number
  className?: string
}

/** A network's logo in a circle, or its first letter on a colour derived from the name. */
export function NetworkIcon({ name, imageUrl, size = 24, className }: NetworkIconProps) {
  return <Thumbnail name={name} imageUrl={imageUrl} size={size} radius="50%" className={className} />
}
