import type { ReactNode } from 'react'

/** a lab page's header: its letter logo, title and one line about it; `children` go on the right */
export function LabHeader(props: {
  logo: string
  title: string
  description: ReactNode
  children?: ReactNode
}) {
  return (
    <header className="lab-header">
      <div className="brand">
        <span className="logo" aria-hidden="true">
          {props.logo}
        </span>
        <div>
          <h1>{props.title}</h1>
          <p>{props.description}</p>
        </div>
      </div>
      {props.children}
    </header>
  )
}
