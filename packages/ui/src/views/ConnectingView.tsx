import { RetryButton } from '../components/RetryButton.js'
import { WalletIcon } from '../components/WalletIcon.js'
import { CloseIcon } from '../icons/icons.js'
import { useTexts } from '../texts/TextsProvider.js'
import { errorText, formatText } from '../texts/texts.js'

export type ConnectingState = 'pending' | 'declined' | 'error'

export interface ConnectingViewProps {
  wallet: { name: string; imageUrl?: string }
  state: ConnectingState
  /** Why it failed: an error code, worded by the catalogue (raw wallet text is never shown). */
  errorCode?: string
  onRetry(): void
}

/**
 * "Continue in {wallet}": the wallet's icon inside a rounded-square ring that runs while the
 * request is pending (static under reduced motion) and turns red when declined or failed.
 */
export function ConnectingView({ wallet, state, errorCode, onRetry }: ConnectingViewProps) {
  const texts = useTexts()
  const failed = state !== 'pending'
  const heading =
    state === 'pending'
      ? formatText(texts.continueIn, { name: wallet.name })
      : state === 'declined'
        ? texts.connectionDeclined
        : texts.connectionFailed
  const detail =
    state === 'pending'
      ? texts.acceptRequest
      : state === 'declined'
        ? texts.declinedHint
        : errorText(texts, errorCode)

  return (
    <div className="pt-center pt-connecting" data-testid="connecting-view" data-state={state}>
      <div className={`pt-loader pt-loader--${state}`}>
        <svg className="pt-loader-ring" viewBox="0 0 104 104" aria-hidden="true" focusable="false">
          <rect className="pt-loader-track" x="2" y="2" width="100" height="100" rx="30" />
          <rect className="pt-loader-arc" x="2" y="2" width="100" height="100" rx="30" />
        </svg>
        <WalletIcon name={wallet.name} imageUrl={wallet.imageUrl} size={80} />
        {failed ? (
          <span className="pt-loader-badge" aria-hidden="true">
            <CloseIcon />
          </span>
        ) : null}
      </div>
      <h3 className="pt-heading">{heading}</h3>
      <p className="pt-subtext">{detail}</p>
      {failed ? <RetryButton label={texts.tryAgain} testId="connecting-retry" onClick={onRetry} /> : null}
    </div>
  )
}
