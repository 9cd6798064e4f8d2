import { Component, type ReactNode } from 'react'

export interface PorticoBoundaryProps {
  /** what failed, for the console (e.g. 'the dialog') */
  part: string
  /** called once the error is caught (e.g. close the dialog so it can be opened again) */
  onError?: () => void
  children?: ReactNode
}

/**
 * Around everything Portico renders in a host's tree (the dialog, the buttons): a render error of
 * ours is logged and that part renders nothing, instead of React unmounting the host's whole
 * root. Each view inside the dialog has its own boundary that shows a retry (ViewErrorBoundary);
 * this one is the last line, so it stays tiny (it is in the host's startup bundle).
 */
export class PorticoBoundary extends Component<PorticoBoundaryProps, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.error(`Portico: ${this.props.part} failed to render and was left out`, error)
    this.props.onError?.()
  }
  /** the next time the dialog opens, try again */
  reset() {
    if (this.state.failed) this.setState({ failed: false })
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}
