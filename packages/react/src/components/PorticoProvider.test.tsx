import { createPortico } from '@portico/core'
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { useAccount } from '../hooks/useAccount.js'
import { useDisconnect } from '../hooks/useDisconnect.js'
import { useNetwork } from '../hooks/useNetwork.js'
import { usePortico } from '../hooks/usePortico.js'
import { useProvider } from '../hooks/useProvider.js'
import { ADDRESS, fakeAdapter, network } from '../test/fakeAdapter.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'
import { PorticoProvider } from './PorticoProvider.js'

const networks = [network(31337, 'Devnet A'), network(31338, 'Devnet B')]
const make = (opts: { reject?: boolean } = {}) =>
  createPortico({ projectId: 'test', networks, adapters: [fakeAdapter(opts)] })

const shadow = () => {
  const host = document.querySelector('[data-portico-root]')
  if (!host?.shadowRoot) throw new Error('no dialog root')
  return within(host.shadowRoot as unknown as HTMLElement)
}

// the dialog's modules compiled once before the tests: vitest transforms a module at its first
// import, which on a busy machine took longer than waitFor's second (seen failing under load); the
// tests are about what the page shows before and after the chunk, not about the compiler
beforeAll(async () => {
  await import('../modal/PorticoModal.js')
}, 60_000)

afterEach(() => {
  document.body.innerHTML = ''
  localStorage.clear()
})

describe('PorticoProvider + buttons', () => {
  it('the dialog is not mounted until it opens (lazy chunk); a click before its code shows progress on the button at once', async () => {
    const portico = make()
    render(
      <PorticoProvider portico={portico}>
        <ConnectButton />
        <NetworkButton />
      </PorticoProvider>,
    )
    const button = screen.getByTestId('connect-button')
    expect(button.textContent).toContain('Connect Wallet')
    expect(button.getAttribute('aria-busy')).toBeNull()
    expect(document.querySelector('[data-portico-root]')).toBeNull()
    fireEvent.click(button)
    // issue 33: in the same task as the click (one frame), before the chunk has arrived
    expect(document.querySelector('[data-portico-root]')).toBeNull()
    expect(screen.getByTestId('connect-button').getAttribute('aria-busy')).toBe('true')
    expect(screen.getByTestId('connect-button').textContent).toContain('Connect Wallet')
    expect(screen.getByTestId('network-button').getAttribute('aria-busy')).toBe('true')
    await waitFor(() => shadow().getByRole('dialog'))
    expect(shadow().getByTestId('wallet-lab')).toBeTruthy()
    expect(screen.getByTestId('connect-button').getAttribute('aria-busy')).toBeNull()
  })

  it('once its chunk has loaded in idle time the dialog is built hidden; a click only reveals it', async () => {
    const portico = make()
    render(
      <PorticoProvider portico={portico}>
        <ConnectButton />
      </PorticoProvider>,
    )
    // the chunk is cached by the test before: the provider mounts it closed at once
    await waitFor(() => expect(document.querySelector('[data-portico-root]')).not.toBeNull())
    await waitFor(() => expect(shadow().queryByTestId('wallet-lab', {})).not.toBeNull())
    expect(shadow().queryByRole('dialog')).toBeNull()
    const built = shadow().getByTestId('wallet-lab')
    fireEvent.click(screen.getByTestId('connect-button'))
    await waitFor(() => shadow().getByRole('dialog'))
    expect(shadow().getByTestId('wallet-lab')).toBe(built)
  })

  it('§4 connect from the dialog: the button shows the short address, the dialog closes', async () => {
    const portico = make()
    render(
      <PorticoProvider portico={portico}>
        <ConnectButton />
        <NetworkButton />
      </PorticoProvider>,
    )
    fireEvent.click(screen.getByTestId('connect-button'))
    await waitFor(() => shadow().getByTestId('wallet-lab'))
    await act(async () => {
      fireEvent.click(shadow().getByTestId('wallet-lab'))
    })
    await waitFor(() => expect(screen.getByTestId('connect-button').textContent).toContain('0x7099'))
    expect(portico.getState().open).toBe(false)
    expect(screen.getByTestId('network-button').textContent).toContain('Devnet A')
  })

  it('§4 a declined connection shows the retry button', async () => {
    const portico = make({ reject: true })
    render(<PorticoProvider portico={portico} />)
    act(() => portico.open())
    await waitFor(() => shadow().getByTestId('wallet-lab'))
    await act(async () => {
      fireEvent.click(shadow().getByTestId('wallet-lab'))
    })
    await waitFor(() => shadow().getByTestId('connecting-retry'))
    expect(shadow().getByRole('dialog').textContent).toContain('Connection declined')
  })

  it('the Account view shows balance and network; the Networks view switches', async () => {
    const portico = make()
    render(<PorticoProvider portico={portico} />)
    await act(async () => {
      await portico.connect('lab')
    })
    act(() => portico.open())
    await waitFor(() => expect(shadow().getByRole('dialog').textContent).toContain('1.2'))
    expect(shadow().getByRole('dialog').textContent).toContain('ETH')
    fireEvent.click(shadow().getByTestId('account-network'))
    await waitFor(() => shadow().getByTestId('network-eip155:31338'))
    await act(async () => {
      fireEvent.click(shadow().getByTestId('network-eip155:31338'))
    })
    await waitFor(() => expect(portico.getActiveNetwork()?.caipNetworkId).toBe('eip155:31338'))
  })
})

const wrap =
  (portico: ReturnType<typeof make>) =>
  ({ children }: { children: ReactNode }) => <PorticoProvider portico={portico}>{children}</PorticoProvider>

describe('hooks', () => {
  it('useAccount, useNetwork, useDisconnect, useProvider follow the store', async () => {
    const portico = make()
    const { result } = renderHook(
      () => ({
        account: useAccount(),
        net: useNetwork(),
        dis: useDisconnect(),
        prov: useProvider(),
        ui: usePortico(),
      }),
      { wrapper: wrap(portico) },
    )
    expect(result.current.account.status).toBe('disconnected')
    expect(result.current.net.network?.name).toBe('Devnet A')
    await act(async () => {
      await portico.connect('lab')
    })
    expect(result.current.account).toMatchObject({ status: 'connected', isConnected: true, address: ADDRESS })
    expect(result.current.account.caipAddress).toBe(`eip155:31337:${ADDRESS}`)
    await waitFor(() => expect(result.current.prov.provider).toBeTruthy())
    await act(async () => {
      await result.current.net.switchNetwork('eip155:31338')
    })
    expect(result.current.net.caipNetworkId).toBe('eip155:31338')
    expect(result.current.net.chainId).toBe('31338')
    act(() => result.current.ui.open())
    expect(result.current.ui.isOpen).toBe(true)
    await act(async () => {
      await result.current.dis.disconnect()
    })
    expect(result.current.account.status).toBe('disconnected')
    await waitFor(() => expect(result.current.prov.provider).toBeUndefined())
  })

  it('§5 switchNetwork to a network the host did not configure rejects', async () => {
    const portico = make()
    const { result } = renderHook(() => useNetwork(), { wrapper: wrap(portico) })
    await expect(result.current.switchNetwork('eip155:1')).rejects.toThrow('Network not found')
  })

  it('hooks outside a provider return the disconnected state instead of throwing', () => {
    const { result } = renderHook(() => ({ account: useAccount(), net: useNetwork(), ui: usePortico() }))
    expect(result.current.account.status).toBe('disconnected')
    expect(result.current.net.network).toBeUndefined()
    expect(result.current.ui.isOpen).toBe(false)
  })

  it('two providers with two instances stay independent', async () => {
    const a = make()
    const b = make()
    const ra = renderHook(() => useAccount(), { wrapper: wrap(a) })
    const rb = renderHook(() => useAccount(), { wrapper: wrap(b) })
    await act(async () => {
      await a.connect('lab')
    })
    expect(ra.result.current.status).toBe('connected')
    expect(rb.result.current.status).toBe('disconnected')
  })
})

describe('host DOM props on the buttons', () => {
  it('ConnectButton and NetworkButton take id, className, style, aria-* and data-*; host handlers run first', async () => {
    const portico = make()
    const seen: string[] = []
    render(
      <PorticoProvider portico={portico}>
        <ConnectButton
          id="wallet"
          className="host-class"
          style={{ marginLeft: 12 }}
          aria-describedby="help"
          data-track="header"
          onClick={() => seen.push('host click')}
        />
        <NetworkButton id="net" className="net-class" data-test-host="n" />
      </PorticoProvider>,
    )
    const button = screen.getByTestId('connect-button')
    expect(button.id).toBe('wallet')
    expect(button.className).toBe('portico-button host-class')
    expect(button.style.marginLeft).toBe('12px')
    expect(button.getAttribute('aria-describedby')).toBe('help')
    expect(button.getAttribute('data-track')).toBe('header')
    fireEvent.click(button)
    expect(seen).toEqual(['host click'])
    await waitFor(() => expect(portico.getState().open).toBe(true))
    const net = screen.getByTestId('network-button')
    expect(net.id).toBe('net')
    expect(net.className).toContain('portico-button-network')
    expect(net.className).toContain('net-class')
    expect(net.getAttribute('data-test-host')).toBe('n')
  })

  it("a host's preventDefault in onClick keeps the dialog closed", () => {
    const portico = make()
    render(
      <PorticoProvider portico={portico}>
        <ConnectButton onClick={(e) => e.preventDefault()} />
      </PorticoProvider>,
    )
    fireEvent.click(screen.getByTestId('connect-button'))
    expect(portico.getState().open).toBe(false)
  })
})
