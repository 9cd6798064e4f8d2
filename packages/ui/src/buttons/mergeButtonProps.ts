import type { ButtonHTMLAttributes, FocusEvent, MouseEvent, PointerEvent } from 'react'

/** What a host may put on Portico's buttons: any DOM attribute (id, className, style, aria-*, data-*…). */
export type HostButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'>

/**
 * The host's DOM props over the button's own: class names are joined, the host's handlers run
 * first (and `preventDefault()` in its onClick stops ours), every other attribute is the host's.
 */
export function mergeButtonProps(
  own: ButtonHTMLAttributes<HTMLButtonElement> & { className: string },
  host: HostButtonProps | undefined,
): ButtonHTMLAttributes<HTMLButtonElement> {
  if (!host) return own
  const { className, onClick, onPointerEnter, onFocus, ...rest } = host
  return {
    ...own,
    ...rest,
    className: className ? `${own.className} ${className}` : own.className,
    onClick(e: MouseEvent<HTMLButtonElement>) {
      onClick?.(e)
      if (!e.defaultPrevented) own.onClick?.(e)
    },
    onPointerEnter(e: PointerEvent<HTMLButtonElement>) {
      onPointerEnter?.(e)
      own.onPointerEnter?.(e)
    },
    onFocus(e: FocusEvent<HTMLButtonElement>) {
      onFocus?.(e)
      own.onFocus?.(e)
    },
  }
}
