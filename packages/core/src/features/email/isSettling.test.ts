// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { isSettling } from './isSettling.js'

const animation = (playState: AnimationPlayState, endTime = 150) =>
  ({ playState, pending: false, effect: { getComputedTiming: () => ({ endTime }) } }) as unknown as Animation

describe('isSettling', () => {
  it('sees an animation of the element or of any box around it, across the shadow root', () => {
    const host = document.createElement('div')
    document.body.append(host)
    const view = document.createElement('div')
    const slot = document.createElement('div')
    view.append(slot)
    host.attachShadow({ mode: 'open' }).append(view)
    expect(isSettling(slot)).toBe(false)
    view.getAnimations = () => [animation('running')] // the view's slide-in
    expect(isSettling(slot)).toBe(true)
    view.getAnimations = () => [animation('finished')]
    expect(isSettling(slot)).toBe(false)
    host.getAnimations = () => [animation('running')] // the host page moves the dialog's root
    expect(isSettling(slot)).toBe(true)
  })

  it('an endless animation (a spinner, a looping background) never settles and does not count', () => {
    const slot = document.createElement('div')
    document.body.append(slot)
    document.body.getAnimations = () => [animation('running', Number.POSITIVE_INFINITY)]
    expect(isSettling(slot)).toBe(false)
    Reflect.deleteProperty(document.body, 'getAnimations')
  })
})
