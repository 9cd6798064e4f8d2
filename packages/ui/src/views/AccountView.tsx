import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react'
import { Data } from '../components/Data.js'
import { Identicon } from '../components/Identicon.js'
import { NetworkIcon } from '../components/NetworkIcon.js'
import {
  CardIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  CopyIcon,
  ExternalLinkIcon,
  ReceiveIcon,
  SendIcon,
  SwapIcon,
  TagIcon,
} from '../icons/icons.js'
import { useLocale } from '../locales/localeContext.js'
import { useTexts } from '../texts/TextsProvider.js'
import { formatText } from '../texts/texts.js'
import { formatBalance } from '../utils/formatBalance.js'
import { isSafeImageUrl } from '../utils/isSafeImageUrl.js'
import { isSafeLinkUrl } from '../utils/isSafeLinkUrl.js'
import { shortAddress } from '../utils/shortAddress.js'
import { DisconnectRow } from './DisconnectRow.js'

export interface AccountViewProps {
  address: string
  profileName?: string
  /** Untrusted: used only when it is a safe image URL, else the identicon is shown. */
  profileImage?: string
  /** `'loading'` shows a skeleton; null/undefined shows nothing. */
  balance?: { formatted: string; symbol: string } | 'loading' | null
  network: { name: string; imageUrl?: string }
  /** Address page on the block explorer; the link is shown only when given (http/https only). */
  explorerUrl?: string
  walletName?: string
  onCopyAddress(): void
  onDisconnect(): void
  onOpenNetworks?: () => void
  /** the wallet features offered (SPEC §9 order), shown as a row of buttons under the network */
  actions?: AccountAction[]
  onAction?: (id: string) => void
  /** pointer or focus on an action: load its screen ahead of the click */
  onActionIntent?: (id: string) => void
  /** the account's tabs (Tokens, NFTs, Activity), last: their lists grow as the dialog scrolls */
  tabs?: ReactNode
  /** features' offers to the account (e.g. "Choose a name"), each a row under the actions */
  offers?: AccountOffer[]
  onOffer?: (id: string) => void
  /** pointer or focus on an offer: load its screen ahead of the click */
  onOfferIntent?: (id: string) => void
}

/** A feature's offer in the Account view: a label from its catalogue and the row's test id. */
export interface AccountOffer {
  id: string
  label: string
  testId: string
}

/** @deprecated a feature gives its icon (a component); the SPEC §9 names stay for older callers */
export type AccountActionIcon = 'onramp' | 'swaps' | 'receive' | 'send'
export interface AccountAction {
  id: string
  label: string
  /** the feature's icon (its definition's), or one of the SPEC §9 wallet features' by name */
  icon: ComponentType<{ className?: string }> | AccountActionIcon
}

const ACTION_ICONS = { onramp: CardIcon, swaps: SwapIcon, receive: ReceiveIcon, send: SendIcon }

const AVATAR_PX = 72
const COPIED_MS = 1500

/** The connected account: avatar, name or short address, balance, network, explorer, disconnect. */
export function AccountView({
  address,
  profileName,
  profileImage,
  balance,
  network,
  explorerUrl,
  walletName,
  onCopyAddress,
  onDisconnect,
  onOpenNetworks,
  actions = [],
  onAction,
  onActionIntent,
  tabs,
  offers = [],
  onOffer,
  onOfferIntent,
}: AccountViewProps) {
  const texts = useTexts()
  const { locale } = useLocale()
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = () => {
    onCopyAddress()
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPIED_MS)
  }

  const networkContent = (
    <>
      <NetworkIcon name={network.name} imageUrl={network.imageUrl} size={24} />
      <Data>{network.name}</Data>
    </>
  )

  return (
    <div className="pt-center pt-account" data-testid="account-view">
      {isSafeImageUrl(profileImage) ? (
        <img
          className="pt-avatar"
          src={profileImage}
          alt=""
          width={AVATAR_PX}
          height={AVATAR_PX}
          referrerPolicy="no-referrer"
          style={{ objectFit: 'cover' }}
        />
      ) : (
        <Identicon className="pt-avatar" address={address} size={AVATAR_PX} />
      )}
      <div className="pt-account-name">
        <span
          className="pt-account-name-text"
          data-testid="account-name"
          title={address}
          translate="no"
          dir={profileName ? 'auto' : 'ltr'}
        >
          {profileName || shortAddress(address)}
        </span>
        <button
          type="button"
          className="pt-icon-button"
          aria-label={texts.copyAddress}
          title={copied ? texts.addressCopied : texts.copyAddress}
          data-testid="account-copy"
          data-copied={copied ? '' : undefined}
          onClick={copy}
        >
          {copied ? <CheckIcon className="pt-check" /> : <CopyIcon />}
        </button>
      </div>
      <div className="pt-balance" data-testid="account-balance">
        {balance === 'loading' ? (
          <span className="pt-skeleton" role="img" aria-label={texts.balanceLoading} />
        ) : balance ? (
          <Data ltr>{`${formatBalance(balance.formatted, 4, locale)} ${balance.symbol}`}</Data>
        ) : null}
      </div>
      {walletName ? (
        <div className="pt-meta">{formatText(texts.connectedWith, { name: walletName })}</div>
      ) : null}
      {onOpenNetworks ? (
        <button type="button" className="pt-pill" data-testid="account-network" onClick={onOpenNetworks}>
          {networkContent}
          <ChevronDownIcon className="pt-chevron" />
        </button>
      ) : (
        <span className="pt-pill" data-testid="account-network-label">
          {networkContent}
        </span>
      )}
      {actions.length > 0 ? (
        <fieldset className="pt-features">
          <legend className="pt-sr-only">{texts.walletFeaturesLabel}</legend>
          {actions.map((action) => {
            const ActionIcon = typeof action.icon === 'string' ? ACTION_ICONS[action.icon] : action.icon
            return (
              <button
                key={action.id}
                type="button"
                className="pt-feature"
                data-testid={`account-action-${action.id}`}
                onClick={() => onAction?.(action.id)}
                onPointerEnter={() => onActionIntent?.(action.id)}
                onFocus={() => onActionIntent?.(action.id)}
              >
                <span className="pt-feature-icon" aria-hidden="true">
                  <ActionIcon />
                </span>
                <span className="pt-feature-label">{action.label}</span>
              </button>
            )
          })}
        </fieldset>
      ) : null}
      <div className="pt-actions">
        {offers.map((offer) => (
          <button
            key={offer.id}
            type="button"
            className="pt-row pt-row--compact"
            data-testid={offer.testId}
            onClick={() => onOffer?.(offer.id)}
            onPointerEnter={() => onOfferIntent?.(offer.id)}
            onFocus={() => onOfferIntent?.(offer.id)}
          >
            <span className="pt-row-icon">
              <TagIcon />
            </span>
            <span className="pt-row-label">{offer.label}</span>
            <ChevronRightIcon className="pt-chevron" />
          </button>
        ))}
        {isSafeLinkUrl(explorerUrl) ? (
          <a
            className="pt-row pt-row--compact"
            href={explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="account-explorer"
          >
            <span className="pt-row-icon">
              <ExternalLinkIcon />
            </span>
            <span className="pt-row-label">{texts.viewOnExplorer}</span>
          </a>
        ) : null}
        <DisconnectRow testId="account-disconnect" onDisconnect={onDisconnect} />
      </div>
      {tabs}
    </div>
  )
}
