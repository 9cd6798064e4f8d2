import { useContext } from 'react'
import { DialogLoadingContext } from '../context/PorticoContext.js'
import { usePortico } from './usePortico.js'

/**
 * issue 33: a click that arrives before the dialog's code (a slow network, a first click before
 * the idle preload) shows progress on the button in the same frame, until the dialog is there.
 */
export function useDialogLoading(): boolean {
  const { isOpen } = usePortico()
  const loading = useContext(DialogLoadingContext)
  return isOpen && loading
}
