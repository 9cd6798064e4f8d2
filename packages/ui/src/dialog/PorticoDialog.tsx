import * as React from 'react'
import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react'
import { createPortal } from 'react-dom'
import { IconButton } from '../components/IconButton.js'
import { BackIcon, CloseIcon } from '../icons/icons.js'
import { dialogCss } from '../styles/dialogCss.js'
import { dialogStyleSheet } from '../styles/dialogStyleSheet.js'
import { useTexts } from '../texts/TextsProvider.js'
import { plainText } from '../utils/plainText.js'
import { DialogAlert, type DialogAlertData } from './DialogAlert.js'
import { DialogToast, type DialogToastData } from './DialogToast.js'
import { deepActiveElement, nextTabStop } from './focusTrap.js'
import { themeStyle } from './themeStyle.js'
import { useAnimatedHeight } from './useAnimatedHeight.js'
import { useShadowRoot } from './useShadowRoot.js'

/** React 19.2's Activity; undefined in an older React (the dialog then mounts on open) */
const Activity = (React as { Activity?: typeof React.Activity }).Activity

export type ThemeMode = 'light' | 'dark'
export type ViewDirection = 'next' | 'prev'

export interface PorticoDialogProps {
  open: boolean
  /** Header title; also the dialog's accessible name. */
  title: string
  /** the title is data (a wallet's name): not translated, its own direction */
  titleIsData?: boolean
  onClose(): void
  /** Shows a back button in the header when given. */
  onBack?: () => void
  /** Hides the close button and ignores Esc / backdrop clicks (SPEC §2). */
  closeDisabled?: boolean
  /** undefined → follow `prefers-color-scheme` */
  themeMode?: ThemeMode
  /** the texts' language and direction (`ar` is right to left) */
  lang?: string
  dir?: 'ltr' | 'rtl'
  /** Custom properties, e.g. `{ '--portico-accent': '#f0a' }` or `{ accent: '#f0a' }`. */
  themeVariables?: Record<string, string | number>
  /** Text of the polite live region (connection state announcements). */
  status?: string
  /** Direction of the view transition when `viewKey` changes. */
  direction?: ViewDirection
  /** Identifies the current view; a change plays the view transition. */
  viewKey: string
  toast?: DialogToastData | null
  alert?: DialogAlertData | null
  onDismissAlert?(): void
  children?: ReactNode
}

/**
 * The dialog shell: renders into a shadow root on `document.body` (style isolation), with a
 * backdrop, header (back, title, close), an animated body for the current view, a toast,
 * an alert and an aria-live status line. Focus is trapped inside while open, Esc closes,
 * and focus returns to whatever had it before opening.
 */
export function PorticoDialog(props: PorticoDialogProps) {
  // With React's Activity (19.2+), a closed dialog is rendered hidden: its DOM is built at low
  // priority while the visitor has not opened it yet (no effects run, nothing is shown or in the
  // accessibility tree), and opening it only reveals that DOM and runs its effects. Each close
  // starts a fresh hidden copy (the key), so every open begins as a new dialog, as without it.
  const shadowRoot = useShadowRoot(props.open || !!Activity)
  const closes = useRef({ open: props.open, count: 0 })
  if (closes.current.open && !props.open) closes.current.count++
  closes.current.open = props.open
  if (!shadowRoot || !(props.open || Activity)) return null
  const content = <DialogContent key={closes.current.count} {...props} />
  return createPortal(
    Activity ? <Activity mode={props.open ? 'visible' : 'hidden'}>{content}</Activity> : content,
    shadowRoot,
  )
}

function DialogContent({
  title,
  titleIsData = false,
  onClose,
  onBack,
  closeDisabled = false,
  themeMode,
  themeVariables,
  lang,
  dir,
  status,
  direction,
  viewKey,
  toast,
  alert,
  onDismissAlert,
  children,
}: PorticoDialogProps) {
  const texts = useTexts()
  const titleId = useId()
  const cardRef = useRef<HTMLDivElement>(null)
  const viewRef = useRef<HTMLDivElement>(null)
  const height = useAnimatedHeight(viewRef, viewKey)
  const style = useMemo(() => themeStyle(themeVariables), [themeVariables])

  const latest = useRef({ onClose, closeDisabled })
  latest.current = { onClose, closeDisabled }

  // Focus moves in on open and back to the opener on close (unmount of this content). Moved in
  // a passive effect: the shadow host joins the page in the commit's layout effects (after this
  // content's), and React runs this right after, before the browser paints a click's result.
  // The restore runs in a passive cleanup, i.e. after React's own post-commit focus restoration,
  // which would otherwise re-focus the shadow host it saw as document.activeElement.
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => {
    opener.current = document.activeElement as HTMLElement | null
    cardRef.current?.focus({ preventScroll: true })
  }, [])
  useEffect(
    () => () => {
      const el = opener.current
      if (el && el !== document.body && el.isConnected && typeof el.focus === 'function') {
        el.focus({ preventScroll: true })
      }
    },
    [],
  )

  // A new view may have removed the focused control: keep focus inside the dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the view changes
  useEffect(() => {
    const card = cardRef.current
    if (card && !card.contains(deepActiveElement())) card.focus({ preventScroll: true })
  }, [viewKey])

  // Esc and Tab are handled on the document, so they work wherever focus is.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return
      if (event.key === 'Escape') {
        if (latest.current.closeDisabled) return
        event.preventDefault()
        latest.current.onClose()
        return
      }
      if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
        const card = cardRef.current
        if (!card) return
        event.preventDefault()
        nextTabStop(card, deepActiveElement(), event.shiftKey).focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <>
      {dialogStyleSheet() ? null : <style>{dialogCss}</style>}
      <div className="pt-root" data-theme={themeMode} lang={lang} dir={dir} style={style}>
        <div
          className="pt-backdrop"
          aria-hidden="true"
          data-testid="portico-backdrop"
          onClick={closeDisabled ? undefined : onClose}
        />
        <div
          ref={cardRef}
          className="pt-card"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          data-testid="portico-dialog"
        >
          <div className="pt-header">
            {onBack ? (
              <IconButton label={texts.back} testId="portico-back" onClick={onBack}>
                <BackIcon />
              </IconButton>
            ) : (
              <span />
            )}
            <h2
              key={title}
              id={titleId}
              className="pt-title"
              {...(titleIsData ? { translate: 'no' as const, dir: 'auto' } : {})}
            >
              {titleIsData ? plainText(title) : title}
            </h2>
            {closeDisabled ? (
              <span />
            ) : (
              <IconButton label={texts.close} testId="portico-close" onClick={onClose}>
                <CloseIcon />
              </IconButton>
            )}
          </div>
          {alert ? <DialogAlert alert={alert} onDismiss={onDismissAlert} /> : null}
          <div className="pt-body" style={height === undefined ? undefined : { height }}>
            <div key={viewKey} ref={viewRef} className={`pt-view pt-view--${direction ?? 'none'}`}>
              {children}
            </div>
          </div>
          {toast ? <DialogToast toast={toast} /> : null}
          <div
            className="pt-sr-only"
            role="status"
            aria-live="polite"
            aria-atomic="true"
            data-testid="portico-status"
          >
            {status ?? ''}
          </div>
        </div>
      </div>
    </>
  )
}
