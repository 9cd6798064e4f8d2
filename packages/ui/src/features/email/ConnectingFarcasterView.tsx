import type { EmailProblem } from '@portico/core/features/email'
import { SpinnerIcon } from '../../icons/SpinnerIcon.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { QrCode } from '../../walletconnect/QrCode.js'
import { featureCss } from '../featureCss.js'
import { emailProblemText } from './emailProblemText.js'
import { emailTexts } from './emailTexts.js'

export interface ConnectingFarcasterViewProps {
  /** SPEC §3 farcasterUrl: the relay channel's link (absent while it is being opened) */
  url?: string
  busy: boolean
  problem?: EmailProblem
  onRetry(): void
}

const CSS = `
.pt-farcaster { display: flex; flex-direction: column; align-items: center; gap: 12px; text-align: center; }
.pt-farcaster-qr { display: grid; place-items: center; width: 232px; height: 232px; padding: 12px; border-radius: var(--portico-radius-item); background: #fff; }
.pt-farcaster a.pt-button-primary { text-decoration: none; }
`

/**
 * SPEC §2 ConnectingFarcaster: the channel's QR (scanned by a phone with the Farcaster app) and its
 * link (this device), waiting for the signed message; what stopped it, with a retry. The link is the
 * secure site's http(s) URL (the protocol refuses any other scheme).
 */
export function ConnectingFarcasterView({ url, busy, problem, onRetry }: ConnectingFarcasterViewProps) {
  const t = useFeatureTexts(emailTexts)
  const message = problem
    ? problem.code === 'FARCASTER_INVALID' || problem.code === 'FARCASTER_EXPIRED'
      ? t[`social.problem.${problem.code}`]
      : emailProblemText(t, problem)
    : undefined
  return (
    <div className="pt-form pt-farcaster" data-testid="farcaster-view" {...(url ? { 'data-url': url } : {})}>
      <style>{featureCss + CSS}</style>
      <div className="pt-farcaster-qr">
        {url ? (
          <QrCode value={url} label={t['farcaster.qrLabel']} size={208} testId="farcaster-qr" />
        ) : (
          <SpinnerIcon />
        )}
      </div>
      {message ? (
        <>
          <p className="pt-problem" role="alert" data-testid="farcaster-problem" data-code={problem?.code}>
            {message}
          </p>
          <button type="button" className="pt-button-primary" data-testid="farcaster-retry" onClick={onRetry}>
            {t['social.retry']}
          </button>
        </>
      ) : (
        <>
          <p className="pt-hint">{t['farcaster.scan']}</p>
          <p className="pt-hint" role="status" data-testid="farcaster-waiting">
            {busy || url ? <SpinnerIcon /> : null} {t['farcaster.waiting']}
          </p>
          {url && /^https?:\/\//.test(url) ? (
            <a
              className="pt-button-primary"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="farcaster-open"
            >
              {t['farcaster.open']}
            </a>
          ) : null}
        </>
      )}
    </div>
  )
}
