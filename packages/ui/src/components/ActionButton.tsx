import type { ReactNode } from 'react'

/** a screen's plain action button: primary (the next step) or secondary (cancel, try again) */
export function ActionButton(props: {
  kind: 'primary' | 'secondary'
  testId: string
  onClick(): void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className={`pt-button-${props.kind}`}
      data-testid={props.testId}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  )
}
