import type { ReactNode } from 'react'

/** A feature form's problem, announced (Send, Swap, Buy): `data-<kind>` names it for tests and styles. */
export function FeatureProblem(props: {
  testId: string
  /** e.g. `{ 'data-code': 'INVALID_AMOUNT' }` */
  data?: Record<`data-${string}`, string | undefined>
  children: ReactNode
}) {
  return (
    <p className="pt-problem" role="alert" data-testid={props.testId} {...props.data}>
      {props.children}
    </p>
  )
}
