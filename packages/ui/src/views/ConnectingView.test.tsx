import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TextsProvider } from '../texts/TextsProvider.js'
import { ConnectingView } from './ConnectingView.js'

afterEach(cleanup)

const wallet = { name: 'MetaMask' }

describe('ConnectingView', () => {
  it('pending: "Continue in {name}", the accept hint, a running loader and no Retry', () => {
    const { container } = render(<ConnectingView wallet={wallet} state="pending" onRetry={() => {}} />)
    expect(screen.getByRole('heading').textContent).toBe('Continue in MetaMask')
    expect(screen.getByText('Accept connection request in the wallet')).toBeTruthy()
    expect(container.querySelector('.pt-loader--pending .pt-loader-arc')).not.toBeNull()
    expect(screen.queryByTestId('connecting-retry')).toBeNull()
  })

  it('declined: "Connection declined", the previous-request hint, and Retry calls onRetry', () => {
    const onRetry = vi.fn()
    const { container } = render(<ConnectingView wallet={wallet} state="declined" onRetry={onRetry} />)
    expect(screen.getByRole('heading').textContent).toBe('Connection declined')
    expect(screen.getByText('Connection can be declined if a previous request is still active')).toBeTruthy()
    expect(container.querySelector('.pt-loader--declined')).not.toBeNull()
    const retry = screen.getByTestId('connecting-retry')
    expect(retry.textContent).toBe('Try again')
    fireEvent.click(retry)
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('error: shows the error message and Retry', () => {
    const onRetry = vi.fn()
    render(<ConnectingView wallet={wallet} state="error" errorCode="CHAIN_NOT_SUPPORTED" onRetry={onRetry} />)
    expect(screen.getByText('Chain is not supported')).toBeTruthy()
    fireEvent.click(screen.getByTestId('connecting-retry'))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('renders a wallet name with markup or $-patterns literally', () => {
    render(<ConnectingView wallet={{ name: '<b>$&</b>' }} state="pending" onRetry={() => {}} />)
    expect(screen.getByRole('heading').textContent).toBe('Continue in <b>$&</b>')
    expect(document.querySelector('b')).toBeNull()
  })

  it('takes its texts from the catalogue (a TextsProvider override wins)', () => {
    render(
      <TextsProvider texts={{ continueIn: 'Weiter in {name}', tryAgain: 'Nochmal' }}>
        <ConnectingView wallet={wallet} state="pending" onRetry={() => {}} />
        <ConnectingView wallet={wallet} state="declined" onRetry={() => {}} />
      </TextsProvider>,
    )
    expect(screen.getAllByRole('heading')[0]?.textContent).toBe('Weiter in MetaMask')
    expect(screen.getByTestId('connecting-retry').textContent).toBe('Nochmal')
    // keys that were not overridden keep the default
    expect(screen.getByText('Connection declined')).toBeTruthy()
  })
})
