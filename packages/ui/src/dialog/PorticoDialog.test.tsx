import { act, cleanup, fireEvent, render, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TextsProvider } from '../texts/TextsProvider.js'
import { PorticoDialog, type PorticoDialogProps } from './PorticoDialog.js'

afterEach(cleanup)

function hosts() {
  return document.querySelectorAll('[data-portico-root]')
}
function shadow(): ShadowRoot {
  const root = document.querySelector('[data-portico-root]')?.shadowRoot
  if (!root) throw new Error('no shadow root')
  return root
}
function inShadow() {
  return within(shadow() as unknown as HTMLElement)
}

function Dialog(props: Partial<PorticoDialogProps>) {
  return (
    <PorticoDialog open title="Connect Wallet" viewKey="Connect" onClose={() => {}} {...props}>
      {props.children ?? (
        <div>
          <button type="button">first</button>
          <button type="button">second</button>
        </div>
      )}
    </PorticoDialog>
  )
}

/** a view with its own state, to see whether it survives a close */
function Counter() {
  const [n, setN] = useState(0)
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {`count ${n}`}
    </button>
  )
}

/** A page with a Connect button that opens the dialog, like a host would. */
function Page({ closeDisabled = false }: { closeDisabled?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <PorticoDialog
        open={open}
        title="Connect Wallet"
        viewKey="Connect"
        closeDisabled={closeDisabled}
        onClose={() => setOpen(false)}
      >
        <button type="button">inside</button>
      </PorticoDialog>
    </>
  )
}

describe('PorticoDialog', () => {
  it('renders into an open shadow root on document.body, as a named modal dialog', () => {
    render(<Dialog />)
    const host = document.querySelector('[data-portico-root]')
    expect(host?.parentElement).toBe(document.body)
    expect(host?.shadowRoot?.mode).toBe('open')
    const dialog = inShadow().getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.getAttribute('data-testid')).toBe('portico-dialog')
    // style isolation: the stylesheet is the shadow root's (adopted, or a <style> inside it), not the page's
    const adopted = [...(shadow().adoptedStyleSheets ?? [])].flatMap((s) =>
      [...s.cssRules].map((r) => r.cssText),
    )
    const own = shadow().querySelector('style')?.textContent ?? ''
    expect(`${adopted.join('\n')}${own}`).toContain('.pt-card')
    expect(document.head.querySelector('style')).toBeNull()
    expect(document.adoptedStyleSheets ?? []).toHaveLength(0)
  })

  it('closed, it is built hidden ahead of the first open: not displayed, not in the accessibility tree, no focus taken; removed on unmount', () => {
    const outside = document.createElement('button')
    document.body.appendChild(outside)
    outside.focus()
    const view = render(<Dialog open={false} />)
    expect(hosts()).toHaveLength(1)
    const hidden = shadow().querySelector<HTMLElement>('.pt-root')
    expect(hidden?.style.display).toBe('none')
    expect(inShadow().queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(outside)
    // opening reveals the same DOM
    view.rerender(<Dialog open />)
    expect(shadow().querySelector('.pt-root')).toBe(hidden)
    expect(hidden?.style.display).toBe('')
    expect(inShadow().getByRole('dialog')).toBeTruthy()
    // closing hides it again, as a fresh copy for the next open
    view.rerender(<Dialog open={false} />)
    expect(hosts()).toHaveLength(1)
    expect(inShadow().queryByRole('dialog')).toBeNull()
    expect(shadow().querySelector('.pt-root')).not.toBe(hidden)
    view.unmount()
    expect(hosts()).toHaveLength(0)
    outside.remove()
  })

  it('every open starts fresh: what a view held is gone after a close', async () => {
    const view = render(
      <Dialog>
        <Counter />
      </Dialog>,
    )
    fireEvent.click(inShadow().getByText('count 0'))
    expect(inShadow().getByText('count 1')).toBeTruthy()
    view.rerender(
      <Dialog open={false}>
        <Counter />
      </Dialog>,
    )
    view.rerender(
      <Dialog>
        <Counter />
      </Dialog>,
    )
    expect(inShadow().getByText('count 0')).toBeTruthy()
  })

  it('gives every instance its own host (no shared singletons)', () => {
    render(
      <>
        <Dialog />
        <Dialog title="Account" />
      </>,
    )
    expect(hosts()).toHaveLength(2)
  })

  it('Esc closes', () => {
    const onClose = vi.fn()
    render(<Dialog onClose={onClose} />)
    fireEvent.keyDown(inShadow().getByText('first'), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('§2 closing is disabled on the sign-in/approve views when sign-in is required: Esc, backdrop and close do nothing', () => {
    const onClose = vi.fn()
    render(<Dialog onClose={onClose} closeDisabled />)
    fireEvent.keyDown(inShadow().getByText('first'), { key: 'Escape' })
    fireEvent.click(inShadow().getByTestId('portico-backdrop'))
    expect(inShadow().queryByTestId('portico-close')).toBeNull()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('a backdrop click closes; the close button closes', () => {
    const onClose = vi.fn()
    render(<Dialog onClose={onClose} />)
    fireEvent.click(inShadow().getByTestId('portico-backdrop'))
    expect(onClose).toHaveBeenCalledTimes(1)
    fireEvent.click(inShadow().getByTestId('portico-close'))
    expect(onClose).toHaveBeenCalledTimes(2)
    // a click inside the card does not close
    fireEvent.click(inShadow().getByText('first'))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('shows a back button only when onBack is given', () => {
    const onBack = vi.fn()
    const view = render(<Dialog />)
    expect(inShadow().queryByTestId('portico-back')).toBeNull()
    view.rerender(<Dialog onBack={onBack} />)
    fireEvent.click(inShadow().getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledTimes(1)
  })

  it('moves focus into the dialog on open', () => {
    render(<Dialog />)
    expect(document.activeElement?.hasAttribute('data-portico-root')).toBe(true)
    expect(shadow().activeElement).toBe(inShadow().getByRole('dialog'))
  })

  it('Tab and Shift+Tab cycle inside the dialog (focus trap)', async () => {
    const user = userEvent.setup()
    render(<Dialog onBack={() => {}} />)
    const q = inShadow()
    const order = [
      q.getByTestId('portico-back'),
      q.getByTestId('portico-close'),
      q.getByText('first'),
      q.getByText('second'),
    ]
    for (const expected of order) {
      await user.tab()
      expect(shadow().activeElement).toBe(expected)
    }
    await user.tab()
    expect(shadow().activeElement).toBe(order[0]) // wrapped to the first
    await user.tab({ shift: true })
    expect(shadow().activeElement).toBe(order[3]) // and back to the last
    await user.tab({ shift: true })
    expect(shadow().activeElement).toBe(order[2])
    expect(document.activeElement?.hasAttribute('data-portico-root')).toBe(true)
  })

  it('returns focus to the element that opened it when closed (Esc)', async () => {
    const user = userEvent.setup()
    const { getByText } = render(<Page />)
    const opener = getByText('Open')
    await user.click(opener)
    expect(shadow().activeElement).toBe(inShadow().getByRole('dialog'))
    await user.keyboard('{Escape}')
    expect(inShadow().queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('returns focus to the opener when closed with the close button', async () => {
    const user = userEvent.setup()
    const { getByText } = render(<Page />)
    await user.click(getByText('Open'))
    await user.click(inShadow().getByTestId('portico-close'))
    expect(document.activeElement).toBe(getByText('Open'))
  })

  it('announces the status line in a polite live region', () => {
    const view = render(<Dialog status="" />)
    const region = inShadow().getByTestId('portico-status')
    expect(region.getAttribute('aria-live')).toBe('polite')
    view.rerender(<Dialog status="Connecting to MetaMask" />)
    expect(inShadow().getByTestId('portico-status').textContent).toBe('Connecting to MetaMask')
    expect(inShadow().getByTestId('portico-status')).toBe(region) // same node: screen readers announce changes
  })

  it('applies themeMode and themeVariables on the themed root; no themeMode follows the OS', () => {
    const view = render(
      <Dialog themeMode="dark" themeVariables={{ '--portico-accent': '#ff0066', radius: '8px' }} />,
    )
    const root = shadow().querySelector<HTMLElement>('.pt-root')
    expect(root?.getAttribute('data-theme')).toBe('dark')
    expect(root?.style.getPropertyValue('--portico-accent')).toBe('#ff0066')
    expect(root?.style.getPropertyValue('--portico-radius')).toBe('8px')
    view.rerender(<Dialog />)
    expect(shadow().querySelector('.pt-root')?.hasAttribute('data-theme')).toBe(false)
  })

  it('replays the view transition in the given direction when viewKey changes', () => {
    const view = render(<Dialog viewKey="Connect" direction="next" />)
    const first = shadow().querySelector('.pt-view')
    expect(first?.className).toContain('pt-view--next')
    view.rerender(<Dialog viewKey="Account" direction="prev" />)
    const second = shadow().querySelector('.pt-view')
    expect(second).not.toBe(first) // remounted → CSS animation plays
    expect(second?.className).toContain('pt-view--prev')
  })

  it('keeps focus inside when the focused control disappears with the view', () => {
    const view = render(<Dialog viewKey="a" />)
    inShadow().getByText('first').focus()
    view.rerender(
      <Dialog viewKey="b">
        <p>other view</p>
      </Dialog>,
    )
    expect(shadow().activeElement).toBe(inShadow().getByRole('dialog'))
  })

  it('shows a toast and an alert; the alert can be dismissed', () => {
    const onDismissAlert = vi.fn()
    render(
      <Dialog
        toast={{ key: 'ADDRESS_COPIED', variant: 'success' }}
        alert={{ key: 'INVALID_PROJECT_ID' }}
        onDismissAlert={onDismissAlert}
      />,
    )
    expect(inShadow().getByTestId('portico-toast').textContent).toBe('Address copied')
    const alert = inShadow().getByTestId('portico-alert')
    expect(alert.getAttribute('role')).toBe('alert')
    expect(alert.textContent).toContain('Invalid Project ID')
    expect(alert.textContent).toContain('The project id is not valid')
    fireEvent.click(inShadow().getByTestId('portico-alert-dismiss'))
    expect(onDismissAlert).toHaveBeenCalledTimes(1)
  })

  it('takes the close/back labels from the texts catalogue', () => {
    render(
      <TextsProvider texts={{ close: 'Schließen', back: 'Zurück' }}>
        <Dialog onBack={() => {}} />
      </TextsProvider>,
    )
    expect(inShadow().getByTestId('portico-close').getAttribute('aria-label')).toBe('Schließen')
    expect(inShadow().getByTestId('portico-back').getAttribute('aria-label')).toBe('Zurück')
  })

  it('does not steal Esc after it is closed', () => {
    const onClose = vi.fn()
    const view = render(<Dialog onClose={onClose} />)
    view.rerender(<Dialog open={false} onClose={onClose} />)
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    })
    expect(onClose).not.toHaveBeenCalled()
  })
})
