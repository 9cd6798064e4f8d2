/** The spinner: the one icon the host-page Connect button needs (see Icon.tsx). */
import { Icon, type IconProps } from './Icon.js'

/** A quarter-open ring; the caller's class makes it spin (and stops it under reduced motion). */
export const SpinnerIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" opacity="0.25" />
    <path d="M21 12a9 9 0 0 0-9-9" />
  </Icon>
)
