import { createPortico } from '@portico/core'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAdapter, network } from '../test/fakeAdapter.js'
import { ConnectButton } from './ConnectButton.js'
import { PorticoBoundary } from './PorticoBoundary.js'
import { PorticoProvider } from './PorticoProvider.js'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

function Broken(): never {
  throw new TypeError('name.trim is not a function')
}

describe('a render error of ours never takes the host page down (issue "Hardening" 2)', () => {
  it('the failing part renders nothing and says why in the console; the host’s content stays', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const onError = vi.fn()
    render(
      <div>
        <p data-testid="host">the host’s page</p>
        <PorticoBoundary part="the dialog" onError={onError}>
          <Broken />
        </PorticoBoundary>
      </div>,
    )
    expect(screen.getByTestId('host').textContent).toBe('the host’s page')
    expect(onError).toHaveBeenCalledOnce()
    expect(log.mock.calls.some((c) => String(c[0]).includes('Portico: the dialog failed to render'))).toBe(
      true,
    )
  })

  it('a button whose state cannot render is left out; the rest of the host renders', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const portico = createPortico({
      projectId: 't',
      networks: [network(31337, 'A')],
      adapters: [fakeAdapter()],
    })
    // a connected account whose address is not a string (state no validation should ever let through)
    portico.store.setState({
      accounts: { eip155: { status: 'connected', address: 42 as unknown as string, allAccounts: [] } },
    } as never)
    render(
      <PorticoProvider portico={portico}>
        <p data-testid="host">still here</p>
        <ConnectButton />
      </PorticoProvider>,
    )
    expect(screen.getByTestId('host').textContent).toBe('still here')
  })
})
