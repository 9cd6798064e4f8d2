import { RetryIcon } from '../icons/icons.js'

/** the secondary button with the retry arrow: try a connection again, refresh an expired QR code */
export function RetryButton({ label, testId, onClick }: { label: string; testId: string; onClick(): void }) {
  return (
    <button type="button" className="pt-button-secondary" data-testid={testId} onClick={onClick}>
      <RetryIcon />
      {label}
    </button>
  )
}
