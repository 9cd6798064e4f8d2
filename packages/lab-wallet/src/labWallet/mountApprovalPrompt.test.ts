// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { createApprovalQueue } from './createApprovalQueue.js'
import { mountApprovalPrompt } from './mountApprovalPrompt.js'

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)

afterEach(() => {
  document.body.replaceChildren()
})

describe('mountApprovalPrompt', () => {
  it('shows nothing until a request is pending', () => {
    const unmount = mountApprovalPrompt(createApprovalQueue())
    expect(byTestId('lab-wallet-prompt')).toBeNull()
    unmount()
  })

  it('renders a pending request as a named alertdialog, and Approve settles it', async () => {
    const queue = createApprovalQueue()
    const unmount = mountApprovalPrompt(queue)
    const decision = queue.request({
      id: 'r1',
      kind: 'sendTransaction',
      origin: 'http://dapp.test',
      summary: 'Send 1 ETH to 0x3C44…93BC',
      details: '{ "value": "1" }',
    })
    const panel = byTestId('lab-wallet-prompt')
    expect(panel?.getAttribute('role')).toBe('alertdialog')
    const labelledBy = panel?.getAttribute('aria-labelledby') ?? ''
    expect(document.getElementById(labelledBy)?.textContent).toBe('Transaction request')
    expect(panel?.textContent).toContain('Send 1 ETH to 0x3C44…93BC')
    expect(panel?.textContent).toContain('From http://dapp.test')
    expect(panel?.querySelector('pre')?.textContent).toBe('{ "value": "1" }')

    byTestId('lab-wallet-approve')?.click()
    expect(await decision).toBe(true)
    expect(byTestId('lab-wallet-prompt')).toBeNull()
    unmount()
  })

  it('Reject settles with false and the next request is shown', async () => {
    const queue = createApprovalQueue()
    const unmount = mountApprovalPrompt(queue)
    const first = queue.request({ id: 'a', kind: 'connect', origin: 'o', summary: 'first' })
    void queue.request({ id: 'b', kind: 'sign', origin: 'o', summary: 'second' })
    expect(byTestId('lab-wallet-pending-count')?.textContent).toBe('1 of 2')
    byTestId('lab-wallet-reject')?.click()
    expect(await first).toBe(false)
    expect(byTestId('lab-wallet-prompt')?.getAttribute('data-request-id')).toBe('b')
    expect(byTestId('lab-wallet-prompt')?.textContent).toContain('second')
    unmount()
    expect(byTestId('lab-wallet-prompt')).toBeNull()
  })

  it('shows markup from a dapp as text, never as HTML', () => {
    const queue = createApprovalQueue()
    const container = document.createElement('section')
    document.body.append(container)
    const unmount = mountApprovalPrompt(queue, { container })
    const evil = '<img src=x onerror="window.__pwned=1">'
    void queue.request({ id: 'x', kind: 'sign', origin: evil, summary: evil, details: evil })
    const panel = container.querySelector('[data-testid="lab-wallet-prompt"]')
    expect(panel?.querySelector('img[onerror]')).toBeNull()
    expect(panel?.querySelectorAll('img')).toHaveLength(1) // only our own icon
    expect(panel?.querySelector('pre')?.textContent).toBe(evil)
    expect(panel?.textContent).toContain(`From ${evil}`)
    unmount()
  })

  it('names the wallet it speaks for: the EVM Lab Wallet by default, another lab wallet when given', () => {
    const queue = createApprovalQueue()
    const unmount = mountApprovalPrompt(queue)
    void queue.request({ id: 'a', kind: 'connect', origin: 'o', summary: 's' })
    expect(byTestId('lab-wallet-prompt')?.textContent).toContain('Lab Wallet')
    unmount()
    const other = createApprovalQueue()
    const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
    const unmountOther = mountApprovalPrompt(other, { wallet: { name: 'Lab Cosmos Wallet', icon } })
    void other.request({ id: 'b', kind: 'sign', origin: 'o', summary: 's' })
    const panel = byTestId('lab-wallet-prompt')
    expect(panel?.textContent).toContain('Lab Cosmos Wallet')
    expect(panel?.querySelector('img')?.getAttribute('src')).toBe(icon)
    unmountOther()
  })
})
