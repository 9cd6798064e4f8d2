import { useEffect, useRef } from 'react'
import { SpinnerIcon } from '../../icons/SpinnerIcon.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { emailTexts } from './emailTexts.js'

export interface EmbeddedFrameSlotProps {
  /** the area the secure frame covers while it draws its own screen (null when the view goes) */
  onSlot(element: HTMLElement | null): void
}

/**
 * ApproveTransaction and the recovery-code screens (SPEC §2, §4): the secure site's frame draws
 * them itself, over this area. The dialog never sees what is signed or the recovery code; it only
 * keeps the place (the same size as the frame's screen) and says where to look.
 */
export function EmbeddedFrameSlot({ onSlot }: EmbeddedFrameSlotProps) {
  const t = useFeatureTexts(emailTexts)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    onSlot(ref.current)
    return () => onSlot(null)
  }, [onSlot])
  return (
    <div
      ref={ref}
      data-testid="embedded-frame-slot"
      style={{ height: 520, display: 'grid', placeItems: 'center', textAlign: 'center' }}
    >
      <p className="pt-hint" role="status">
        <SpinnerIcon /> {t['email.frameHint']}
      </p>
    </div>
  )
}
