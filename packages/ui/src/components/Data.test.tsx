import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Data } from './Data.js'

afterEach(cleanup)

describe('Data', () => {
  it('issue "Hardening": a name with bidi overrides or control characters shows its letters in order', () => {
    const { container } = render(<Data>{'\u202eevil\u2066 wallet\u0000\u200f'}</Data>)
    expect(container.textContent).toBe('evil wallet')
    const bdi = container.querySelector('bdi')
    expect(bdi?.getAttribute('translate')).toBe('no')
    expect(bdi?.getAttribute('dir')).toBe('auto')
  })

  it('keeps letters of every script, emoji and joiners', () => {
    const { container } = render(<Data>{'محفظة 钱包 👩‍💻'}</Data>)
    expect(container.textContent).toBe('محفظة 钱包 👩‍💻')
  })
})
