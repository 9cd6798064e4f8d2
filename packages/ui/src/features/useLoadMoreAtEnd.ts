import { type RefObject, useEffect, useRef } from 'react'

/**
 * Infinite lists (Activity, NFTs): calls `onLoadMore` when the element at the list's end scrolls
 * into view, while `canLoad` (another page exists and none is loading). The dialog's body is the
 * one scroll container, so the viewport is the right root (IntersectionObserver clips by it).
 */
export function useLoadMoreAtEnd(
  end: RefObject<HTMLElement | null>,
  canLoad: boolean,
  onLoadMore: () => void,
) {
  const more = useRef(onLoadMore)
  more.current = onLoadMore
  useEffect(() => {
    const el = end.current
    if (!el || !canLoad || typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current()
    })
    io.observe(el)
    return () => io.disconnect()
  }, [end, canLoad])
}
