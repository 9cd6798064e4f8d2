import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NetworkItem } from './NetworkList.js'
import { NetworksView } from './NetworksView.js'
import { UnsupportedChainView } from './UnsupportedChainView.js'

afterEach(cleanup)

const EVM: NetworkItem[] = [
  { caipNetworkId: 'eip155:1', name: 'Ethereum', namespace: 'eip155' },
  {
    caipNetworkId: 'eip155:8453',
    name: 'Base',
    namespace: 'eip155',
    imageUrl: 'https://example.org/base.png',
  },
  { caipNetworkId: 'eip155:31337', name: 'Anvil', namespace: 'eip155' },
]
const SOLANA: NetworkItem = {
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  namespace: 'solana',
}

describe('NetworksView', () => {
  it('marks the active network (aria-current + check) and calls onSelect with the CAIP-2 id', () => {
    const onSelect = vi.fn()
    render(<NetworksView networks={EVM} activeCaipNetworkId="eip155:8453" onSelect={onSelect} />)
    const active = screen.getByTestId('network-eip155:8453')
    expect(active.getAttribute('aria-current')).toBe('true')
    expect(active.querySelector('.pt-check')).not.toBeNull()
    expect(screen.getByTestId('network-eip155:1').hasAttribute('aria-current')).toBe(false)
    fireEvent.click(screen.getByTestId('network-eip155:31337'))
    expect(onSelect).toHaveBeenCalledWith('eip155:31337')
  })

  it('shows a spinner on the network being switched to', () => {
    render(
      <NetworksView
        networks={EVM}
        activeCaipNetworkId="eip155:1"
        switchingCaipNetworkId="eip155:31337"
        onSelect={() => {}}
      />,
    )
    const switching = screen.getByTestId('network-eip155:31337')
    expect(switching.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('img', { name: 'Switching…' })).toBeTruthy()
  })

  it('groups by namespace with headings only when there is more than one namespace', () => {
    const view = render(<NetworksView networks={EVM} onSelect={() => {}} />)
    expect(screen.queryByRole('heading')).toBeNull()
    view.rerender(<NetworksView networks={[...EVM, SOLANA]} onSelect={() => {}} />)
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['EVM', 'Solana'])
    expect(screen.getByRole('region', { name: 'Solana' }).textContent).toContain('Solana')
  })

  it('arrow keys move focus across rows and groups', () => {
    render(<NetworksView networks={[...EVM, SOLANA]} onSelect={() => {}} />)
    const anvil = screen.getByTestId('network-eip155:31337')
    anvil.focus()
    fireEvent.keyDown(anvil, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(screen.getByTestId(`network-${SOLANA.caipNetworkId}`))
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(anvil)
  })

  it('disables every row when disabled', () => {
    const onSelect = vi.fn()
    render(<NetworksView networks={EVM} disabled onSelect={onSelect} />)
    for (const n of EVM)
      expect(screen.getByTestId(`network-${n.caipNetworkId}`).hasAttribute('disabled')).toBe(true)
    fireEvent.click(screen.getByTestId('network-eip155:1'))
    expect(onSelect).not.toHaveBeenCalled()
  })
})

describe('UnsupportedChainView', () => {
  it('§4 explains the unsupported network, lists the options and offers disconnect', () => {
    const onSelect = vi.fn()
    const onDisconnect = vi.fn()
    render(<UnsupportedChainView networks={EVM} onSelect={onSelect} onDisconnect={onDisconnect} />)
    expect(
      screen.getByText(
        "This app doesn't support your current network. Switch to an available option to continue.",
      ),
    ).toBeTruthy()
    fireEvent.click(screen.getByTestId('network-eip155:1'))
    expect(onSelect).toHaveBeenCalledWith('eip155:1')
    fireEvent.click(screen.getByTestId('unsupported-disconnect'))
    expect(onDisconnect).toHaveBeenCalledTimes(1)
  })
})
