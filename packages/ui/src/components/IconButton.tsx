import type { ReactNode } from 'react'

/** a button that is only an icon, named for assistive technology by `label` (back, close, dismiss) */
export function IconButton(props: { label: string; testId: string; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="pt-icon-button"
      aria-label={props.label}
      data-testid={props.testId}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  )
}
