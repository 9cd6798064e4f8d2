/**
 * The warning sign: the one icon the host-page Network button needs, in its own module like
 * SpinnerIcon (see Icon.tsx). Importing the whole icon set from a startup module made the host's
 * bundler split the set and what it shares into extra startup chunks (+3.7 KB gzip in a real host,
 * measured by `pnpm test:host`).
 */
import { Icon, type IconProps } from './Icon.js'

/** A triangle with an exclamation mark. */
export const WarningIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />
  </Icon>
)
