import type { ReactNode } from 'react'
import { SpinnerIcon } from '../icons/SpinnerIcon.js'

/** A feature form's submit button (Send, Swap, Buy): while `busy` (what is happening) it spins. */
export function FeatureSubmit(props: {
  testId: string
  label: ReactNode
  busy?: string | undefined
  disabled?: boolean
}) {
  return (
    <button type="submit" className="pt-button-primary" disabled={props.disabled} data-testid={props.testId}>
      {props.busy !== undefined ? (
        <>
          <SpinnerIcon className="pt-spinner" />
          {props.busy}
        </>
      ) : (
        props.label
      )}
    </button>
  )
}
