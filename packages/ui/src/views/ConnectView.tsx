import type { ConnectorType } from '@portico/core'
import type { ReactNode } from 'react'
import { Data } from '../components/Data.js'
import { WalletIcon } from '../components/WalletIcon.js'
import { ChevronRightIcon, GridIcon } from '../icons/icons.js'
import { useTexts } from '../texts/TextsProvider.js'
import type { PorticoTexts } from '../texts/texts.js'
import { handleListKeyDown, NAV_ITEM_ATTR } from '../utils/listNavigation.js'

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
  /** other ways to connect, above the wallets (SPEC §2 connect-method order: email, social, wallet) */
  methods?: ReactNode
  /**
   * The registry's wallets (featured, recommended) did not load in time or failed: a message and a
   * Try again button where the last of them would be (the wallets above stay usable).
   */
  onRetryRegistry?: () => void
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
  methods,
  onRetryRegistry,
}: ConnectViewProps) {
  const texts = useTexts()
  const navItem = { [NAV_ITEM_ATTR]: '' }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keydown only forwards arrow keys to the row buttons
    <div onKeyDown={handleListKeyDown}>
      {methods}
      {wallets.length === 0 ? <p className="pt-empty">{texts.noWallets}</p> : null}
      <ul className="pt-list" aria-label={texts.walletsLabel}>
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
                onClick={() => onSelect(wallet.id)}
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
            <button
              type="button"
              className="pt-row"
              data-testid="wallet-all"
              onClick={onAllWallets}
              {...navItem}
            >
              <span className="pt-row-icon">
                <GridIcon />
              </span>
              <span className="pt-row-label">{texts.allWallets}</span>
              <span className="pt-row-end">
                <ChevronRightIcon />
              </span>
            </button>
          </li>
        ) : null}
      </ul>
    </div>
  )
}
