/**
 * Where the frame's screens are drawn: one at a time in the page's root element. Showing one
 * posts SHOW { reason } (the page then shows the frame over its dialog) and focuses its first
 * control; hiding posts HIDE.
 *
 * A screen takes pointer input only once it is armed (visibilityGuard.ts: the frame shown, placed
 * and still for 600 ms, then rendered): until then the root carries `data-armed="false"` and
 * frame.css turns pointer events off, so a press made while the page is still placing the frame
 * lands on nothing instead of half-landing on a control. Keyboard input is not held back (it does
 * not depend on where the frame stands); Approve waits for the same signal through `onArmed`.
 */
import type { FrameEvent } from '@portico/core/features/email'
import { frameEvent } from '@portico/core/features/email'
import { type GuardEnv, guardVisibility } from './visibilityGuard.js'

export type ScreenReason = 'approve' | 'recovery-save' | 'recovery-enter'

export interface ScreenHost {
  /** `onArmed`: told when the screen may take pointer input, and when it may not any more */
  show(
    reason: ScreenReason,
    screen: HTMLElement,
    focus?: HTMLElement | null,
    onArmed?: (armed: boolean) => void,
  ): void
  hide(): void
  readonly current: ScreenReason | null
}

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), textarea:not([disabled]), [tabindex="0"]'

export function createScreenHost(
  root: HTMLElement,
  emit: (event: FrameEvent) => void,
  guardEnv?: GuardEnv,
): ScreenHost {
  let current: ScreenReason | null = null
  let stopGuard = () => {}
  return {
    show(reason, screen, focus, onArmed) {
      stopGuard()
      root.dataset.armed = 'false'
      root.replaceChildren(screen)
      current = reason
      emit(frameEvent('SHOW', { reason }))
      const target = focus ?? screen.querySelector<HTMLElement>(FOCUSABLE)
      target?.focus()
      stopGuard = guardVisibility(
        screen,
        (armed) => {
          root.dataset.armed = String(armed)
          onArmed?.(armed)
        },
        guardEnv,
      )
    },
    hide() {
      if (current === null) return
      stopGuard()
      stopGuard = () => {}
      current = null
      delete root.dataset.armed
      root.replaceChildren()
      emit(frameEvent('HIDE', {}))
    },
    get current() {
      return current
    },
  }
}
