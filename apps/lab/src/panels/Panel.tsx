import type { ReactNode } from 'react'

export function Panel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="panel" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h2 id={`${testId}-title`}>{title}</h2>
      {children}
    </section>
  )
}

export function Row({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="row">
      <span className="row-label">{label}</span>
      <span className="row-value" data-testid={testId}>
        {value}
      </span>
    </div>
  )
}

/** the error of a panel's last action, if it failed */
export function PanelError({ error, testId }: { error: string | null; testId: string }) {
  return error ? (
    <p className="error" data-testid={testId}>
      {error}
    </p>
  ) : null
}
