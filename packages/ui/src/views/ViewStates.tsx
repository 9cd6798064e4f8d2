import { Component, type ReactNode } from 'react'
import { RetryIcon } from '../icons/icons.js'
import { useTexts } from '../texts/TextsProvider.js'

/** The placeholder while a feature screen's chunk loads: reserves room, announces politely. */
export function ViewLoading() {
  const texts = useTexts()
  return (
    <div className="pt-center pt-view-loading" role="status" aria-label={texts.featureLoading}>
      <span className="pt-skeleton pt-skeleton--block" />
      <span className="pt-skeleton pt-skeleton--block" />
      <span className="pt-skeleton pt-skeleton--block" />
    </div>
  )
}

function ViewLoadFailed({ onRetry }: { onRetry(): void }) {
  const texts = useTexts()
  return (
    <div className="pt-center" role="alert" data-testid="view-load-failed">
      <p className="pt-subtext">{texts.featureLoadFailed}</p>
      <button type="button" className="pt-button-secondary" data-testid="view-load-retry" onClick={onRetry}>
        <RetryIcon />
        {texts.tryAgain}
      </button>
    </div>
  )
}

/**
 * A screen that failed to load (`failed`) or to render shows a retry instead of taking the
 * dialog down.
 */
export class ViewErrorBoundary extends Component<
  { onRetry(): void; failed?: boolean; children?: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (this.state.failed || this.props.failed) return <ViewLoadFailed onRetry={this.props.onRetry} />
    return this.props.children
  }
}
