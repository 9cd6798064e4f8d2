import type { KeyboardEvent } from 'react'

/** Marks the elements that arrow keys move between inside a list container. */
export const NAV_ITEM_ATTR = 'data-nav-item'

const NEXT = new Set(['ArrowDown', 'ArrowRight'])
const PREV = new Set(['ArrowUp', 'ArrowLeft'])

/**
 * onKeyDown for a list/grid container: Arrow Down/Right and Up/Left move focus to the
 * next/previous `[data-nav-item]` (wrapping), Home/End to the first/last. Disabled items
 * are skipped. Works inside a shadow root because it starts from `event.target`, not from
 * `document.activeElement` (which is the shadow host there).
 */
export function handleListKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const { key } = event
  if (!NEXT.has(key) && !PREV.has(key) && key !== 'Home' && key !== 'End') return
  if (event.altKey || event.ctrlKey || event.metaKey) return
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(`[${NAV_ITEM_ATTR}]`)).filter(
    (el) => !el.hasAttribute('disabled'),
  )
  if (items.length === 0) return
  const target = event.target as Node
  const index = items.findIndex((el) => el === target || el.contains(target))
  const last = items.length - 1
  let next: number
  if (key === 'Home') next = 0
  else if (key === 'End') next = last
  else if (NEXT.has(key)) next = index === -1 || index === last ? 0 : index + 1
  else next = index <= 0 ? last : index - 1
  event.preventDefault()
  items[next]?.focus()
}
