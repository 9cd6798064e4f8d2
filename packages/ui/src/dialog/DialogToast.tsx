import type { ToastKey } from '@portico/core'
import { CheckIcon, CloseIcon, InfoIcon, SpinnerIcon } from '../icons/icons.js'
import { useTexts } from '../texts/TextsProvider.js'
import { toastText } from '../texts/texts.js'

export type ToastVariant = 'success' | 'error' | 'info' | 'loading'
/** a catalogue toast (by key, with its parameters) or a host's own text */
export interface DialogToastData {
  key?: ToastKey
  params?: Record<string, string>
  text?: string
  variant: ToastVariant
}

function ToastIcon({ variant }: { variant: ToastVariant }) {
  if (variant === 'success') return <CheckIcon />
  if (variant === 'error') return <CloseIcon />
  if (variant === 'loading') return <SpinnerIcon className="pt-spinner" />
  return <InfoIcon />
}

/** The snackbar at the bottom of the card. Errors are announced assertively, the rest politely. */
export function DialogToast({ toast }: { toast: DialogToastData }) {
  const texts = useTexts()
  return (
    <div
      className={`pt-toast pt-toast--${toast.variant}`}
      role={toast.variant === 'error' ? 'alert' : 'status'}
      data-testid="portico-toast"
      data-variant={toast.variant}
    >
      <span className="pt-toast-icon">
        <ToastIcon variant={toast.variant} />
      </span>
      <span className="pt-toast-text">{toastText(texts, toast)}</span>
    </div>
  )
}
