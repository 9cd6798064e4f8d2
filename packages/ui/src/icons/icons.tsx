/**
 * The handful of line icons the views use, as inline SVG components (24×24 grid, 2px round
 * strokes). Drawn here instead of pulling an icon library: ui has no runtime dependencies
 * and a dozen paths are smaller than any library's per-icon overhead.
 */
import { Icon, type IconProps } from './Icon.js'

export type { IconProps } from './Icon.js'
export { SpinnerIcon } from './SpinnerIcon.js'
export { WarningIcon } from './WarningIcon.js'

const inlineClass = (className?: string) => (className ? `${className} pt-icon-inline` : 'pt-icon-inline')

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
)

/** points back along the line: mirrored in right-to-left text (class pt-icon-inline) */
export const BackIcon = (p: IconProps) => (
  <Icon {...p} className={inlineClass(p.className)}>
    <path d="m15 18-6-6 6-6" />
  </Icon>
)

/** points forward along the line: mirrored in right-to-left text */
export const ChevronRightIcon = (p: IconProps) => (
  <Icon {...p} className={inlineClass(p.className)}>
    <path d="m9 18 6-6-6-6" />
  </Icon>
)

export const ChevronDownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
)

export const CopyIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="9" y="9" width="12" height="12" rx="3" />
    <path d="M5 15H4.5A1.5 1.5 0 0 1 3 13.5v-9A1.5 1.5 0 0 1 4.5 3h9A1.5 1.5 0 0 1 15 4.5V5" />
  </Icon>
)

export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
)

export const ExternalLinkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </Icon>
)

export const DisconnectIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </Icon>
)

export const InfoIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16v-4M12 8h.01" />
  </Icon>
)

export const RetryIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8M21 3v5h-5M21 12a9 9 0 0 1-15.5 6.2L3 16M3 21v-5h5" />
  </Icon>
)

export const GridIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="3" width="7" height="7" rx="2" />
    <rect x="14" y="3" width="7" height="7" rx="2" />
    <rect x="3" y="14" width="7" height="7" rx="2" />
    <rect x="14" y="14" width="7" height="7" rx="2" />
  </Icon>
)

/** Receive: an arrow down into a tray */
export const ReceiveIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4v11m-5-5 5 5 5-5" />
    <path d="M5 20h14" />
  </Icon>
)

/** Send: an arrow up and to the right */
export const SendIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 17 17 7M8 7h9v9" />
  </Icon>
)

export const SwapIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
  </Icon>
)

/** Buy (onramp): a card */
export const CardIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="3" />
    <path d="M3 10h18M7 15h4" />
  </Icon>
)

/** A name tag (account names, and other offers to the account) */
export const TagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 12V4.5A1.5 1.5 0 0 1 4.5 3H12l9 9-9 9-9-9Z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </Icon>
)
