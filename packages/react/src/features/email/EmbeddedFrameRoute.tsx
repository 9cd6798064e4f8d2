import { setEmbeddedFrameSlot } from '@portico/core/features/email'
import { EmbeddedFrameSlot } from '@portico/ui/features/email'
import { useCallback } from 'react'
import type { RouteProps } from '../../routes/RouteDefinition.js'

/** ApproveTransaction and the recovery screens: the secure frame draws them over this view's area. */
export default function EmbeddedFrameRoute({
  portico,
}: RouteProps<'ApproveTransaction' | 'EmbeddedWalletRecovery'>) {
  const onSlot = useCallback((el: HTMLElement | null) => setEmbeddedFrameSlot(portico, el), [portico])
  return <EmbeddedFrameSlot onSlot={onSlot} />
}
