import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Identicon, identiconColors } from './Identicon.js'
import { NetworkIcon } from './NetworkIcon.js'

afterEach(cleanup)

const A = '0x1234567890abcdef1234567890abcdef1234abcd'
const B = '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd'

describe('Identicon', () => {
  it('is deterministic and case-insensitive for an address', () => {
    expect(identiconColors(A)).toEqual(identiconColors(A.toUpperCase().replace('0X', '0x')))
    const first = render(<Identicon address={A} size={40} />).container.innerHTML
    cleanup()
    expect(render(<Identicon address={A} size={40} />).container.innerHTML).toBe(first)
  })

  it('differs between addresses', () => {
    const a = identiconColors(A)
    const b = identiconColors(B)
    expect(a.id).not.toBe(b.id)
    expect([a.from, a.to]).not.toEqual([b.from, b.to])
  })

  it('renders a sized, decorative svg with its three-colour gradient', () => {
    const { container } = render(<Identicon address={A} size={56} />)
    const svg = container.querySelector('svg')
    expect(svg?.getAttribute('width')).toBe('56')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    const { id } = identiconColors(A)
    const stops = container.querySelectorAll(`linearGradient[id="${id}"] stop`)
    expect([...stops].map((s) => s.getAttribute('stop-color'))).toEqual([
      identiconColors(A).from,
      identiconColors(A).glow,
      identiconColors(A).to,
    ])
  })
})

describe('NetworkIcon', () => {
  it('falls back to the first letter on a colour when there is no (safe) image', () => {
    const { container } = render(<NetworkIcon name="anvil" />)
    const placeholder = container.querySelector('[data-placeholder]') as HTMLElement
    expect(placeholder.textContent).toBe('A')
    expect(placeholder.style.borderRadius).toBe('50%')
    expect(placeholder.style.background).toMatch(/hsl/)
  })
})
