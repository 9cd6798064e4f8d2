import type { ConnectorType } from '@portico/core'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Data } from '../components/Data.js'
import { WalletIcon } from '../components/WalletIcon.js'
import { ChevronRightIcon, GridIcon } from '../icons/icons.js'
import { useTexts } from '../texts/TextsProvider.js'
import type { PorticoTexts } from '../texts/texts.js'
import { handleListKeyDown, NAV_ITEM_ATTR } from '../utils/listNavigation.js'
import { hasLegalLinks, LegalCheckbox, type LegalLinks, LegalNotice } from './connect/LegalTerms.js'

export type WalletTag = 'installed' | 'recent' | 'walletconnect'

export interface WalletItem {
  id: string
  /** Untrusted (may come from the wallet): rendered as text only. */
  name: string
  /** Untrusted: only data:/https:/local http URLs are shown. */
  imageUrl?: string
  type: ConnectorType
  tags?: WalletTag[]
  /**
   * A row still loading (a registry wallet on its way): a skeleton of the same height holds its
   * place, so the rows a person may be pointing at do not move when it arrives.
   */
  placeholder?: boolean
}

export interface ConnectViewProps {
  /** Already in display order (core sorts them per SPEC §9). */
  wallets: WalletItem[]
  onSelect(id: string): void
  /** Shows an "All Wallets" row at the end when given. */
  onAllWallets?: () => void
  /** pointer or focus on a row: what it needs can start loading before the click */
  onIntent?: (id: string) => void
  /** pointer or focus on the "All Wallets" row */
  onAllWalletsIntent?: () => void
  /** other ways to connect, above the wallets (SPEC §2 connect-method order: email, social, wallet) */
  methods?: ReactNode
  /**
   * The registry's wallets (featured, recommended) did not load in time or failed: a message and a
   * Try again button where the last of them would be (the wallets above stay usable).
   */
  onRetryRegistry?: () => void
  /**
   * SPEC §3 termsConditionsUrl / privacyPolicyUrl and features.legalCheckbox: a line under the
   * wallets, or (checkbox) a box above them that must be ticked before any way to connect is enabled
   */
  legal?: { links: LegalLinks; checkbox: boolean; agreed: boolean; onAgree: (agreed: boolean) => void }
  /**
   * SPEC §3 features.collapseWallets: the wallets are one "Continue with a wallet" row under the
   * other ways to connect, and listed when it is chosen
   */
  collapseWallets?: boolean
}

/** One pill per row, the most useful first: Recent, then Installed, then QR Code. */
const TAG_PRIORITY: WalletTag[] = ['recent', 'installed', 'walletconnect']
const TAG_TEXT: Record<WalletTag, keyof PorticoTexts> = {
  recent: 'recent',
  installed: 'installed',
  walletconnect: 'qrCode',
}

/** The wallet list: icon, name, tag; arrow keys move between rows. */
export function ConnectView({
  wallets,
  onSelect,
  onAllWallets,
  onIntent,
  onAllWalletsIntent,
  methods,
  onRetryRegistry,
  legal,
  collapseWallets = false,
}: ConnectViewProps) {
  const texts = useTexts()
  const navItem = { [NAV_ITEM_ATTR]: '' }
  const [walletsShown, setWalletsShown] = useState(false)
  const listRef = useRef<HTMLUListElement>(null)
  // "Continue with a wallet" gives way to the list: focus goes to its first wallet, not the page
  useEffect(() => {
    if (walletsShown) listRef.current?.querySelector<HTMLButtonElement>('button')?.focus()
  }, [walletsShown])
  const links = hasLegalLinks(legal?.links) ? legal : undefined
  // until the box is ticked every way to connect is disabled (a disabled fieldset: no click, no
  // focus, no keyboard), so no connection starts before the person agreed
  const waitingForConsent = Boolean(links?.checkbox && !links.agreed)
  // and the handlers themselves refuse, whatever reaches them (a script's click, an old engine)
  const select = (id: string) => !waitingForConsent && onSelect(id)
  const list = (
    <ul className="pt-list" aria-label={texts.walletsLabel} ref={listRef}>
      {wallets.map((wallet) => {
        if (wallet.placeholder)
          return (
            <li key={wallet.id} aria-hidden="true" data-testid="wallet-placeholder">
              <span className="pt-row pt-row--placeholder">
                <span className="pt-skeleton pt-skeleton--icon" />
                <span className="pt-skeleton" />
              </span>
            </li>
          )
        const tag = TAG_PRIORITY.find((t) => wallet.tags?.includes(t))
        return (
          <li key={wallet.id}>
            <button
              type="button"
              className="pt-row"
              data-testid={`wallet-${wallet.id}`}
              onClick={() => select(wallet.id)}
              onPointerEnter={() => onIntent?.(wallet.id)}
              onFocus={() => onIntent?.(wallet.id)}
              {...navItem}
            >
              <WalletIcon name={wallet.name} imageUrl={wallet.imageUrl} size={40} />
              <Data className="pt-row-label">{wallet.name}</Data>
              {tag ? <span className={`pt-tag pt-tag--${tag}`}>{texts[TAG_TEXT[tag]]}</span> : null}
            </button>
          </li>
        )
      })}
      {onRetryRegistry ? (
        <li className="pt-notice pt-notice--row" data-testid="connect-registry-error">
          <span role="status">{texts.registryWalletsFailed}</span>
          <button
            type="button"
            className="pt-button-secondary"
            data-testid="connect-registry-retry"
            onClick={onRetryRegistry}
            {...navItem}
          >
            {texts.tryAgain}
          </button>
        </li>
      ) : null}
      {onAllWallets ? (
        <li>
          <GridRow
            testId="wallet-all"
            label={texts.allWallets}
            onClick={() => !waitingForConsent && onAllWallets()}
            {...(onAllWalletsIntent ? { onIntent: onAllWalletsIntent } : {})}
          />
        </li>
      ) : null}
    </ul>
  )
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keydown only forwards arrow keys to the row buttons
    <div onKeyDown={handleListKeyDown}>
      {links?.checkbox ? (
        <LegalCheckbox links={links.links} checked={links.agreed} onChange={links.onAgree} />
      ) : null}
      <fieldset className="pt-fieldset" disabled={waitingForConsent} data-testid="connect-methods">
        {methods}
        {wallets.length === 0 ? <p className="pt-empty">{texts.noWallets}</p> : null}
        {collapseWallets && methods && !walletsShown ? (
          <GridRow
            testId="connect-show-wallets"
            label={texts.continueWithWallet}
            onClick={() => setWalletsShown(true)}
          />
        ) : (
          list
        )}
      </fieldset>
      {links && !links.checkbox ? <LegalNotice links={links.links} /> : null}
    </div>
  )
}

/** a row that leads to more wallets (All Wallets, Continue with a wallet): grid icon, label, chevron */
function GridRow(props: { testId: string; label: string; onClick: () => void; onIntent?: () => void }) {
  return (
    <button
      type="button"
      className="pt-row"
      data-testid={props.testId}
      onClick={props.onClick}
      onPointerEnter={props.onIntent}
      onFocus={props.onIntent}
      {...{ [NAV_ITEM_ATTR]: '' }}
    >
      <span className="pt-row-icon">
        <GridIcon />
      </span>
      <span className="pt-row-label">{props.label}</span>
      <span className="pt-row-end">
        <ChevronRightIcon />
      </span>
    </button>
  )
}
