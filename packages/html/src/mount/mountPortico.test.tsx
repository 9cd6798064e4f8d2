import { createPortico, type PorticoNetwork } from '@portico/core'
import { waitFor } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectButtonProps } from '../elements/connectButtonProps.js'
import { definePorticoElements } from '../elements/definePorticoElements.js'
import { mountPortico } from './mountPortico.js'

const devnet: PorticoNetwork = {
  id: 31337,
  name: 'Devnet A',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const instance = () => createPortico({ projectId: 'html-test', networks: [devnet], adapters: [] })

const unmounts: (() => void)[] = []
const mount = (...args: Parameters<typeof mountPortico>) => {
  const unmount = mountPortico(...args)
  unmounts.push(unmount)
  return unmount
}
afterEach(() => {
  for (const u of unmounts.splice(0)) u()
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

const html = (markup: string) => {
  const div = document.createElement('div')
  div.innerHTML = markup
  document.body.appendChild(div)
  return div
}
const buttonIn = (el: Element | null) => el?.querySelector('button') ?? null

describe('mountPortico', () => {
  it('mounts one root per instance: a second mount returns the same unmount, which is idempotent', () => {
    const portico = instance()
    const unmount = mount(portico)
    expect(mount(portico)).toBe(unmount)
    expect(document.querySelectorAll('[data-portico-html]')).toHaveLength(1)
    unmount()
    expect(document.querySelectorAll('[data-portico-html]')).toHaveLength(0)
    expect(() => unmount()).not.toThrow()
    // mounting again after an unmount is a new mount
    const again = mount(portico)
    expect(again).not.toBe(unmount)
    expect(document.querySelectorAll('[data-portico-html]')).toHaveLength(1)
  })

  it('two instances are two mounts; `parent` places the root', () => {
    const parent = html('<section id="here"></section>').querySelector('section') as HTMLElement
    mount(instance())
    mount(instance(), { parent })
    expect(document.querySelectorAll('[data-portico-html]')).toHaveLength(2)
    expect(parent.querySelectorAll('[data-portico-html]')).toHaveLength(1)
  })
})

describe('definePorticoElements', () => {
  it('defines both tags once; a second call is safe and defines nothing', () => {
    definePorticoElements()
    expect(customElements.get('portico-connect-button')).toBeTypeOf('function')
    expect(customElements.get('portico-network-button')).toBeTypeOf('function')
    const first = customElements.get('portico-connect-button')
    expect(definePorticoElements()).toEqual([])
    expect(customElements.get('portico-connect-button')).toBe(first)
  })

  it('the elements are inline flex boxes centred on the line (side by side they align), in one zero-specificity rule', () => {
    definePorticoElements()
    definePorticoElements()
    const styles = document.head.querySelectorAll('style[data-portico-elements]')
    expect(styles).toHaveLength(1)
    expect(styles[0]?.textContent).toBe(
      ':where(portico-connect-button, portico-network-button) { display: inline-flex; vertical-align: middle; }',
    )
  })
})

describe('the custom elements', () => {
  definePorticoElements()

  it('keep their fallback until an instance is mounted, render its buttons, and leave on unmount', async () => {
    const page = html(
      '<portico-connect-button>Connect (loading)</portico-connect-button><portico-network-button></portico-network-button>',
    )
    const connect = page.querySelector('portico-connect-button')
    expect(connect?.textContent).toBe('Connect (loading)')
    const unmount = mount(instance())
    await waitFor(() => expect(buttonIn(connect)?.dataset.testid).toBe('connect-button'))
    expect(connect?.textContent).toBe('Connect Wallet')
    await waitFor(() =>
      expect(buttonIn(page.querySelector('portico-network-button'))?.dataset.testid).toBe('network-button'),
    )
    unmount()
    expect(buttonIn(connect)).toBeNull()
    // a later mount is followed
    mount(instance())
    await waitFor(() => expect(buttonIn(connect)).not.toBeNull())
  })

  it('label and namespace attributes are ConnectButton props, followed when they change', async () => {
    const page = html('<portico-connect-button label="Sign in" namespace="eip155"></portico-connect-button>')
    mount(instance())
    const el = page.querySelector('portico-connect-button') as HTMLElementTagNameMap['portico-connect-button']
    await waitFor(() => expect(buttonIn(el)?.textContent).toBe('Sign in'))
    el.label = 'Log in'
    expect(el.getAttribute('label')).toBe('Log in')
    await waitFor(() => expect(buttonIn(el)?.textContent).toBe('Log in'))
    el.removeAttribute('label')
    await waitFor(() => expect(buttonIn(el)?.textContent).toBe('Connect Wallet'))
  })

  it('a click opens the mounted instance’s dialog', async () => {
    const portico = instance()
    const page = html('<portico-connect-button></portico-connect-button>')
    mount(portico)
    const el = page.querySelector('portico-connect-button')
    await waitFor(() => expect(buttonIn(el)).not.toBeNull())
    buttonIn(el)?.click()
    expect(portico.getState().open).toBe(true)
  })

  it('`portico="name"` picks the instance mounted with that name; without it, the first mounted', async () => {
    const first = instance()
    const second = instance()
    const page = html(
      '<portico-connect-button id="a"></portico-connect-button><portico-connect-button id="b" portico="second"></portico-connect-button>',
    )
    mount(first)
    mount(second, { name: 'second' })
    await waitFor(() => expect(buttonIn(page.querySelector('#b'))).not.toBeNull())
    buttonIn(page.querySelector('#b'))?.click()
    expect(second.getState().open).toBe(true)
    expect(first.getState().open).toBe(false)
    buttonIn(page.querySelector('#a'))?.click()
    expect(first.getState().open).toBe(true)
  })

  it('removed from the page, an element leaves its mount', async () => {
    const page = html('<portico-connect-button></portico-connect-button>')
    mount(instance())
    const el = page.querySelector('portico-connect-button') as HTMLElement
    await waitFor(() => expect(buttonIn(el)).not.toBeNull())
    el.remove()
    await waitFor(() => expect(buttonIn(el)).toBeNull())
  })
})

describe('connectButtonProps', () => {
  const attrs = (a: Record<string, string>) => ({ getAttribute: (n: string) => a[n] ?? null })
  it('maps label and a known namespace; an unknown namespace is left out with a warning', () => {
    expect(connectButtonProps(attrs({}))).toEqual({})
    expect(connectButtonProps(attrs({ label: 'Sign in', namespace: 'solana' }))).toEqual({
      label: 'Sign in',
      namespace: 'solana',
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(connectButtonProps(attrs({ namespace: 'eth' }))).toEqual({})
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('namespace="eth"'))
  })
})
