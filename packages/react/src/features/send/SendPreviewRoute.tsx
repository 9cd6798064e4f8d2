import { confirmSend, selectSendView } from '@portico/core/features/send'
import { SendPreviewView } from '@portico/ui/features/send'
import { useEffect } from 'react'
import type { RouteProps } from '../../routes/RouteDefinition.js'

/** Send, the review and the wallet prompt (a lazy chunk). */
export default function SendPreviewRoute({ portico }: RouteProps<'SendPreview'>) {
  const model = selectSendView(portico)
  const preview = model.preview
  // nothing to review (e.g. after a reload or a change of account): back to the form
  useEffect(() => {
    if (!preview && !model.signing) portico.router.replace('Send')
  }, [portico, preview, model.signing])
  if (!preview) return null
  return (
    <SendPreviewView
      {...preview}
      {...(model.network ? { network: model.network } : {})}
      signing={model.signing}
      declined={model.declined}
      {...(model.problem ? { problem: model.problem } : {})}
      onConfirm={() => void confirmSend(portico)}
      onEdit={() => portico.router.goBack()}
    />
  )
}
