/**
 * Where the frame's screens are drawn: one at a time in the page's root element. Showing one
 * posts SHOW { reason } (the page then shows the frame over its dialog) and focuses its first
 * control; hiding posts HIDE.
 */
import type { FrameEvent } from '@portico/core/features/email'
import { frameEvent } from '@portico/core/features/email'

export type ScreenReason = 'approve' | 'recovery-save' | 'recovery-enter'

export interface ScreenHost {
  show(reason: ScreenReason, screen: HTMLElement, focus?: HTMLElement | null): void
  hide(): void
  readonly current: ScreenReason | null
}

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), textarea:not([disabled]), [tabindex="0"]'

export function createScreenHost(root: HTMLElement, emit: (event: FrameEvent) => void): ScreenHost {
  let current: ScreenReason | null = null
  return {
    show(reason, screen, focus) {
      root.replaceChildren(screen)
      current = reason
      emit(frameEvent('SHOW', { reason }))
      const target = focus ?? screen.querySelector<HTMLElement>(FOCUSABLE)
      target?.focus()
    },
    hide() {
      if (current === null) return
      current = null
      root.replaceChildren()
      emit(frameEvent('HIDE', {}))
    },
    get current() {
      return current
    },
  }
}
