/**
 * The dialog root (a lazy chunk): reads the instance's state and renders the ui view for the
 * current route. All behaviour lives in core; all markup in ui; this file only wires them.
 */
import { type Portico, type PorticoState, shortAddress } from '@portico/core'
import { PorticoDialog, useTexts } from '@portico/ui'
import { useSyncExternalStore } from 'react'
import { ModalView } from './ModalView.js'
import { viewTitle } from './viewTitle.js'

export default function PorticoModal({ portico }: { portico: Portico }) {
  const state = useSyncExternalStore(portico.subscribe, portico.getState, portico.getState)
  const texts = useTexts()
  const { router } = state
  const closeDisabled = portico.router.isCloseDisabled()
  const canGoBack = router.history.length > 1
  return (
    <PorticoDialog
      open={state.open}
      title={viewTitle(state, portico, texts)}
      onClose={() => portico.close()}
      {...(canGoBack ? { onBack: () => portico.router.goBack() } : {})}
      closeDisabled={closeDisabled}
      {...(portico.options.themeMode ? { themeMode: portico.options.themeMode } : {})}
      themeVariables={portico.options.themeVariables as Record<string, string | number>}
      status={statusLine(state, texts)}
      direction={router.direction}
      viewKey={`${router.view}:${router.history.length}`}
      toast={state.toast}
      alert={state.alert}
      onDismissAlert={() => portico.dismissAlert()}
    >
      <ModalView portico={portico} state={state} />
    </PorticoDialog>
  )
}

function statusLine(state: PorticoState, texts: ReturnType<typeof useTexts>): string {
  const account = state.accounts[state.activeNamespace]
  if (state.connecting?.state === 'pending') return texts.statusConnecting
  if (state.connecting?.state === 'declined') return texts.connectionDeclined
  if (account?.status === 'connected' && account.address)
    return texts.statusConnected.replace('{address}', shortAddress(account.address))
  return texts.statusDisconnected
}
