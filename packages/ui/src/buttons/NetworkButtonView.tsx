/**
 * The host-page network button. Startup bundle: imports no dialog or view module.
 */
import { useInsertionEffect } from 'react'
import { NetworkIcon } from '../components/NetworkIcon.js'
import { SpinnerIcon } from '../icons/SpinnerIcon.js'
import { WarningIcon } from '../icons/WarningIcon.js'
import { ensureButtonStyles } from '../styles/ensureButtonStyles.js'
import { type HostButtonProps, mergeButtonProps } from './mergeButtonProps.js'
import { useButtonTexts } from './useButtonTexts.js'

export interface NetworkButtonViewProps {
  name?: string
  /** Untrusted: only safe URLs are shown, else a letter placeholder. */
  imageUrl?: string
  /** The wallet is on a network the app does not support. */
  unsupported?: boolean
  /** undefined → follow prefers-color-scheme */
  themeMode?: 'light' | 'dark'
  /** the dialog was asked for and its code is still loading: progress on the button at once */
  busy?: boolean
  onClick(): void
  /** called on hover/focus: lets the host load the dialog's code ahead of the click */
  onPreload?: () => void
  /** the host's DOM props (id, className, style, aria-*, data-*, handlers) for the button */
  dom?: HostButtonProps
}

export function NetworkButtonView({
  name,
  imageUrl,
  unsupported = false,
  themeMode,
  busy = false,
  onClick,
  onPreload,
  dom,
}: NetworkButtonViewProps) {
  const texts = useButtonTexts()
  useInsertionEffect(() => ensureButtonStyles(), [])
  return (
    <button
      type="button"
      {...mergeButtonProps(
        {
          className: `portico-button portico-button--neutral portico-button-network${unsupported ? ' portico-button--unsupported' : ''}`,
          'data-theme': themeMode,
          'data-testid': 'network-button',
          'data-unsupported': unsupported ? '' : undefined,
          'aria-busy': busy ? 'true' : undefined,
          onClick,
          onPointerEnter: onPreload,
          onFocus: onPreload,
        } as Parameters<typeof mergeButtonProps>[0],
        dom,
      )}
    >
      {busy ? (
        <SpinnerIcon className="portico-button-icon portico-button-spinner" size={18} />
      ) : unsupported ? (
        <WarningIcon className="portico-button-icon" size={18} />
      ) : name ? (
        <NetworkIcon name={name} imageUrl={imageUrl} size={22} />
      ) : null}
      <span>{unsupported ? texts.wrongNetwork : name || texts.selectNetwork}</span>
    </button>
  )
}
