/**
 * The host-page Connect button. It lives in the host's startup bundle, so it imports
 * nothing from the dialog or the views: only the identicon, one icon, the button CSS and
 * a four-string text catalogue.
 */
import { useInsertionEffect } from 'react'
import { Identicon } from '../components/Identicon.js'
import { SpinnerIcon } from '../icons/SpinnerIcon.js'
import { ensureButtonStyles } from '../styles/ensureButtonStyles.js'
import { shortAddress } from '../utils/shortAddress.js'
import { type HostButtonProps, mergeButtonProps } from './mergeButtonProps.js'
import { useButtonTexts } from './useButtonTexts.js'

export type ConnectButtonState = 'disconnected' | 'connecting' | 'connected'

export interface ConnectButtonViewProps {
  state: ConnectButtonState
  /** Replaces 'Connect Wallet' in the disconnected state. */
  label?: string
  address?: string
  profileName?: string
  /** Already formatted, e.g. '0.52 ETH'. */
  balance?: string
  /** undefined → follow prefers-color-scheme */
  themeMode?: 'light' | 'dark'
  /**
   * the dialog was asked for and its code is still loading (a click before it arrived): progress
   * on the button at once, so the click is never met by nothing
   */
  busy?: boolean
  onClick(): void
  /** called on hover/focus: lets the host load the dialog's code ahead of the click */
  onPreload?: () => void
  /** the host's DOM props (id, className, style, aria-*, data-*, handlers) for the button */
  dom?: HostButtonProps
}

export function ConnectButtonView({
  state,
  label,
  address,
  profileName,
  balance,
  themeMode,
  busy = false,
  onClick,
  onPreload,
  dom,
}: ConnectButtonViewProps) {
  const texts = useButtonTexts()
  useInsertionEffect(() => ensureButtonStyles(), [])

  // SPEC §4: a connection being restored shows the account it last showed, busy until the wallet
  // answers (and a server renders the same from the visitor's cookie)
  if (state !== 'disconnected' && address) {
    return (
      <button
        type="button"
        {...mergeButtonProps(
          {
            className: `portico-button portico-button--neutral portico-button--connected${balance ? ' portico-button--with-balance' : ''}`,
            'data-theme': themeMode,
            'data-testid': 'connect-button',
            'data-state': state,
            'aria-busy': state === 'connecting' || busy ? 'true' : undefined,
            title: address,
            onClick,
            onPointerEnter: onPreload,
            onFocus: onPreload,
          } as Parameters<typeof mergeButtonProps>[0],
          dom,
        )}
      >
        {balance ? <span className="portico-button-balance">{balance}</span> : null}
        {busy ? (
          <SpinnerIcon className="portico-button-icon portico-button-spinner" size={18} />
        ) : (
          <Identicon address={address} size={30} />
        )}
        <span>{profileName || shortAddress(address)}</span>
      </button>
    )
  }
  const connecting = state === 'connecting'
  return (
    <button
      type="button"
      {...mergeButtonProps(
        {
          className: 'portico-button',
          'data-theme': themeMode,
          'data-testid': 'connect-button',
          'data-state': state,
          'aria-busy': connecting || busy ? 'true' : undefined,
          onClick,
          onPointerEnter: onPreload,
          onFocus: onPreload,
        } as Parameters<typeof mergeButtonProps>[0],
        dom,
      )}
    >
      {connecting || busy ? (
        <SpinnerIcon className="portico-button-icon portico-button-spinner" size={18} />
      ) : null}
      <span>{connecting ? texts.connecting : label || texts.connectWallet}</span>
    </button>
  )
}
