import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountView, type AccountViewProps } from './AccountView.js'

afterEach(cleanup)

const ADDRESS = '0x1234567890abcdef1234567890abcdef1234abcd'

function renderAccount(props: Partial<AccountViewProps> = {}) {
  const callbacks = { onCopyAddress: vi.fn(), onDisconnect: vi.fn(), onOpenNetworks: vi.fn() }
  const view = render(
    <AccountView
      address={ADDRESS}
      balance={{ formatted: '1.234567891', symbol: 'ETH' }}
      network={{ name: 'Ethereum' }}
      explorerUrl={`https://etherscan.io/address/${ADDRESS}`}
      {...callbacks}
      {...props}
    />,
  )
  return { ...view, ...callbacks }
}

describe('AccountView', () => {
  it('shows the short address, and the balance cut to 4 decimals with its symbol', () => {
    renderAccount()
    expect(screen.getByTestId('account-name').textContent).toBe('0x1234…abcd')
    expect(screen.getByTestId('account-balance').textContent).toBe('1.2345 ETH')
  })

  it('prefers the profile name over the address', () => {
    renderAccount({ profileName: 'vitalik.eth' })
    expect(screen.getByTestId('account-name').textContent).toBe('vitalik.eth')
  })

  it('shows a skeleton while the balance loads and nothing when there is none', () => {
    const view = renderAccount({ balance: 'loading' })
    expect(screen.getByRole('img', { name: 'Loading balance' })).toBeTruthy()
    view.rerender(
      <AccountView
        address={ADDRESS}
        balance={null}
        network={{ name: 'Ethereum' }}
        onCopyAddress={() => {}}
        onDisconnect={() => {}}
      />,
    )
    expect(screen.getByTestId('account-balance').textContent).toBe('')
  })

  it('copy and disconnect call their callbacks; the network pill opens Networks', () => {
    const { onCopyAddress, onDisconnect, onOpenNetworks } = renderAccount()
    fireEvent.click(screen.getByTestId('account-copy'))
    expect(onCopyAddress).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('account-copy').hasAttribute('data-copied')).toBe(true)
    fireEvent.click(screen.getByTestId('account-disconnect'))
    expect(onDisconnect).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByTestId('account-network'))
    expect(onOpenNetworks).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('account-network').textContent).toContain('Ethereum')
  })

  it('the explorer link opens a new tab without opener or referrer', () => {
    renderAccount()
    const link = screen.getByTestId('account-explorer')
    expect(link.tagName).toBe('A')
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/address/${ADDRESS}`)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('has no explorer link without a URL, or with a non-http URL', () => {
    const view = renderAccount({ explorerUrl: undefined })
    expect(screen.queryByTestId('account-explorer')).toBeNull()
    view.unmount()
    renderAccount({ explorerUrl: 'javascript:alert(1)' })
    expect(screen.queryByTestId('account-explorer')).toBeNull()
  })

  it('uses the profile image only when it is a safe URL, else the identicon', () => {
    const view = renderAccount({ profileImage: 'https://example.org/me.png' })
    expect(view.container.querySelector('img.pt-avatar')?.getAttribute('src')).toBe(
      'https://example.org/me.png',
    )
    view.unmount()
    const other = renderAccount({ profileImage: 'javascript:alert(1)' })
    expect(other.container.querySelector('img')).toBeNull()
    expect(other.container.querySelector('svg[data-identicon]')).not.toBeNull()
  })

  it('names the wallet it is connected with', () => {
    renderAccount({ walletName: 'MetaMask' })
    expect(screen.getByText('Connected with MetaMask')).toBeTruthy()
  })
})

describe('AccountView offers (issue 12: a feature offers something to the account)', () => {
  it("renders each offer as a row with the feature's label and test id; click and intent call back", () => {
    const onOffer = vi.fn()
    const onOfferIntent = vi.fn()
    renderAccount({
      offers: [{ id: 'names', label: 'Choose a name', testId: 'account-register-name' }],
      onOffer,
      onOfferIntent,
    })
    const row = screen.getByTestId('account-register-name')
    expect(row.textContent).toBe('Choose a name')
    fireEvent.focus(row)
    expect(onOfferIntent).toHaveBeenCalledWith('names')
    fireEvent.click(row)
    expect(onOffer).toHaveBeenCalledWith('names')
  })

  it('shows no offer row when there is none', () => {
    renderAccount()
    expect(screen.queryByTestId('account-register-name')).toBeNull()
  })
})
