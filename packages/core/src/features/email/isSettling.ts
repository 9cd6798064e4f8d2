/**
 * Whether an element is still being brought into place by an animation or a transition of its
 * own or of a box around it (the view's slide-in, the card's opening, a height transition), across
 * shadow roots. Endless animations (a spinner, a host page's looping background) never settle and
 * are not counted. The secure frame is placed over the dialog's slot only once this is false
 * (embeddedWallet.ts).
 */
export function isSettling(element: Element): boolean {
  for (let node: Element | null = element; node; ) {
    const moving = node
      .getAnimations?.()
      .some(
        (a) =>
          (a.playState === 'running' || a.pending) &&
          a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
      )
    if (moving) return true
    node = node.parentElement ?? ((node.getRootNode() as Partial<ShadowRoot>).host || null)
  }
  return false
}
