import { describe, expect, it } from 'vitest'
import { createConnectAttempts } from './createConnectAttempts.js'

describe('createConnectAttempts (issue 27)', () => {
  it('a call the person left is abandoned, and the wallet stays marked after the call until it is asked again', () => {
    const attempts = createConnectAttempts()
    const left = new AbortController()
    const call = attempts.start('slow', left.signal)
    expect(call.abandoned()).toBe(false)
    left.abort()
    expect(call.abandoned()).toBe(true)
    call.end()
    expect(attempts.isAbandoned('slow')).toBe(true)
    attempts.start('slow', new AbortController().signal).end()
    expect(attempts.isAbandoned('slow')).toBe(false)
  })

  it('the same wallet asked again while the left call waits: the earlier answer serves the newer call', () => {
    const attempts = createConnectAttempts()
    const left = new AbortController()
    const first = attempts.start('slow', left.signal)
    left.abort()
    const again = attempts.start('slow', new AbortController().signal)
    expect(first.abandoned()).toBe(false)
    again.end()
    first.end()
    expect(attempts.isAbandoned('slow')).toBe(false)
  })

  it('two calls of one attempt (one signal): left together; a signal already aborted counts; clear() forgets', () => {
    const attempts = createConnectAttempts()
    const shared = new AbortController()
    const a = attempts.start('w', shared.signal)
    const b = attempts.start('w', shared.signal)
    shared.abort()
    expect([a.abandoned(), b.abandoned()]).toEqual([true, true])
    const gone = new AbortController()
    gone.abort()
    expect(attempts.start('x', gone.signal).abandoned()).toBe(true)
    attempts.clear('x')
    expect(attempts.isAbandoned('x')).toBe(false)
    expect(attempts.start('y', undefined).abandoned()).toBe(false)
  })
})
