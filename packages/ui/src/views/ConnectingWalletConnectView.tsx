import { useEffect, useState } from 'react'
import { RetryButton } from '../components/RetryButton.js'
import { Thumbnail } from '../components/Thumbnail.js'
import { CloseIcon } from '../icons/icons.js'
import { useTexts } from '../texts/TextsProvider.js'
import { errorText, formatText } from '../texts/texts.js'
import { QrCode } from '../walletconnect/QrCode.js'
import { type WalletLinkSource, walletLinks } from '../walletconnect/walletLinks.js'

export interface ConnectingWalletConnectViewProps {
  /** the pairing URI; undefined while the session proposal is being created */
  uri?: string
  /** when the pairing expires (ms since epoch) */
  expiresAt?: number
  state: 'pending' | 'declined' | 'error'
  errorCode?: string
  /** wallets with mobile/desktop/web-app links (registry or custom wallets); untrusted */
  wallets?: readonly WalletLinkSource[]
  /** the wallet chosen in AllWallets: its name and image (a placeholder when none); untrusted */
  wallet?: { name: string; imageUrl?: string }
  /** show the mobile links instead of the QR code (a phone) */
  mobile?: boolean
  onCopy(uri: string): void
  /** a new pairing after expiry */
  onRefresh(): void
  onRetry(): void
  /** for tests: the clock */
  now?: () => number
}

const CSS = `
.pt-wc{display:flex;flex-direction:column;align-items:center;gap:12px;padding:4px 0 8px}
.pt-wc-qrbox{position:relative;padding:12px;border-radius:24px;background:#fff;line-height:0}
.pt-qr--loading{border-radius:12px;background:linear-gradient(90deg,#eee,#f7f7f7,#eee);background-size:200% 100%;animation:pt-wc-shimmer 1.2s linear infinite}
@media (prefers-reduced-motion: reduce){.pt-qr--loading{animation:none}}
@keyframes pt-wc-shimmer{to{background-position:-200% 0}}
.pt-wc-wallet{display:flex;flex-direction:column;align-items:center;gap:8px}
.pt-wc-links{display:flex;flex-wrap:wrap;gap:8px;justify-content:center}
.pt-wc-expiry{font-size: calc(13px * var(--portico-font-size-scale, 1));opacity:.7;margin:0}
.pt-wc-expired{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;background:rgba(255,255,255,.92);border-radius:24px;line-height:1.4;color:#141414}
`

function formatRemaining(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/**
 * ConnectingWalletConnectBasic: the pairing as a QR code (with its URI in `data-uri`), a copy
 * link button, deep links into wallets, the pairing's remaining time and a refresh once it
 * expired; the declined/failed states offer a retry.
 */
export function ConnectingWalletConnectView(props: ConnectingWalletConnectViewProps) {
  const {
    uri,
    expiresAt,
    state,
    errorCode,
    wallets = [],
    wallet,
    mobile = false,
    onCopy,
    onRefresh,
    onRetry,
  } = props
  const texts = useTexts()
  const now = props.now ?? Date.now
  const [, tick] = useState(0)
  useEffect(() => {
    if (!expiresAt || state !== 'pending') return
    const id = setInterval(() => tick((n) => n + 1), 1000)
    return () => clearInterval(id)
  }, [expiresAt, state])
  const remaining = expiresAt === undefined ? undefined : expiresAt - now()
  const expired = remaining !== undefined && remaining <= 0

  if (state !== 'pending') {
    return (
      <div className="pt-center pt-connecting" data-testid="wc-view" data-state={state}>
        <div className="pt-loader pt-loader--declined">
          <span className="pt-loader-badge" aria-hidden="true">
            <CloseIcon />
          </span>
        </div>
        <h3 className="pt-heading">
          {state === 'declined' ? texts.connectionDeclined : texts.connectionFailed}
        </h3>
        <p className="pt-subtext">
          {state === 'declined' ? texts.declinedHint : errorText(texts, errorCode)}
        </p>
        <RetryButton label={texts.tryAgain} testId="connecting-retry" onClick={onRetry} />
      </div>
    )
  }

  const links = uri ? walletLinks(wallets, uri, mobile) : []
  return (
    <div className="pt-wc" data-testid="wc-view" data-state={state} {...(uri ? { 'data-uri': uri } : {})}>
      <style>{CSS}</style>
      {wallet ? (
        <div className="pt-wc-wallet" data-testid="wc-wallet">
          <Thumbnail
            name={wallet.name}
            {...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {})}
            size={56}
            radius={16}
          />
          <h3 className="pt-heading" data-testid="wc-wallet-name" translate="no" dir="auto">
            {wallet.name}
          </h3>
        </div>
      ) : null}
      {mobile ? null : (
        <div className="pt-wc-qrbox" data-testid="wc-qr" {...(uri ? { 'data-uri': uri } : {})}>
          {uri ? (
            <QrCode value={uri} label={texts.qrAlt} />
          ) : (
            <div
              className="pt-qr pt-qr--loading"
              style={{ width: 280, height: 280 }}
              role="status"
              aria-label={texts.qrLoading}
            />
          )}
          {expired ? (
            <div className="pt-wc-expired" data-testid="wc-expired">
              <span>{texts.pairingExpired}</span>
              <RetryButton label={texts.refreshQr} testId="wc-refresh" onClick={onRefresh} />
            </div>
          ) : null}
        </div>
      )}
      <p className="pt-subtext">{mobile ? texts.openWalletToConnect : texts.scanWithPhone}</p>
      {remaining !== undefined && !expired ? (
        <p className="pt-wc-expiry" data-testid="wc-expiry">
          {formatText(texts.pairingExpiresIn, { time: formatRemaining(remaining) })}
        </p>
      ) : null}
      {links.length ? (
        <div className="pt-wc-links">
          {links.map((l) => (
            <a
              key={`${l.walletId}-${l.kind}`}
              className="pt-button-secondary"
              href={l.href}
              target={l.kind === 'webapp' ? '_blank' : '_self'}
              rel="noreferrer noopener"
              data-testid={`wc-link-${l.kind}-${l.walletId}`}
            >
              {formatText(
                l.kind === 'mobile'
                  ? texts.openIn
                  : l.kind === 'desktop'
                    ? texts.openDesktop
                    : texts.openWebApp,
                { name: l.name },
              )}
            </a>
          ))}
        </div>
      ) : null}
      <button
        type="button"
        className="pt-button-secondary"
        data-testid="wc-copy-link"
        disabled={!uri}
        {...(uri ? { 'data-uri': uri } : {})}
        onClick={() => uri && onCopy(uri)}
      >
        {texts.copyLink}
      </button>
    </div>
  )
}
