/**
 * The frame every line icon shares (24×24 grid, 2px round strokes, hidden from assistive tech).
 * Its own module so the startup bundle (the Connect button's spinner) does not carry the
 * dialog's icons: a module shared with the startup chunk is put in it whole.
 */
import type { ReactNode } from 'react'

export interface IconProps {
  className?: string
  size?: number
}

export function Icon({ className, size = 20, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}
