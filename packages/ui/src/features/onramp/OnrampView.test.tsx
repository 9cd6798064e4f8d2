import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OnrampView, type OnrampViewProps } from './OnrampView.js'

afterEach(cleanup)

const usd = (amount: string) => ({ amount, currency: 'USD' })
const QUOTE = {
  coinbaseFee: usd('10.00'),
  networkFee: usd('1.50'),
  paymentSubtotal: usd('988.50'),
  paymentTotal: usd('1000.00'),
  purchaseAmount: { amount: '0.3295', currency: 'ETH' },
}
const OFFERS = [
  {
    id: 'express',
    name: 'Sandbox Express',
    receive: { amount: '0.3295', currency: 'ETH' },
    fee: usd('10.00'),
  },
  {
    id: 'sandbox',
    name: 'Portico Sandbox',
    receive: { amount: '0.3268', currency: 'ETH' },
    fee: usd('15.00'),
  },
]

function renderView(props: Partial<OnrampViewProps> = {}) {
  const callbacks = {
    onCurrency: vi.fn(),
    onMethod: vi.fn(),
    onAsset: vi.fn(),
    onAmount: vi.fn(),
    onContinue: vi.fn(),
    onProvider: vi.fn(),
  }
  render(
    <OnrampView
      loading={false}
      providerName="Sandbox Express"
      currencies={['USD', 'EUR']}
      currency="USD"
      method="card"
      assets={['ETH']}
      asset="ETH"
      amount="1000"
      limits={{ min: 10, max: 7500 }}
      quote={QUOTE}
      quoting={false}
      opening={false}
      {...callbacks}
      {...props}
    />,
  )
  return callbacks
}

describe('OnrampView (SPEC §2 onramp, §3 quote, §9 two providers)', () => {
  it('§9 the providers’ offers side by side: what each gives and its fee, the best one marked, the picked one pressed', () => {
    const { onProvider, onContinue } = renderView({ offers: OFFERS, providerId: 'express' })
    const group = screen.getByRole('group', { name: 'Provider' })
    const buttons = within(group).getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Sandbox ExpressProvider fee: 10.00 USD0.3295 ETHBest rate',
      'Portico SandboxProvider fee: 15.00 USD0.3268 ETH',
    ])
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false'])
    fireEvent.click(screen.getByTestId('onramp-offer-sandbox'))
    expect(onProvider).toHaveBeenCalledWith('sandbox')
    expect(screen.getByTestId('onramp-continue').textContent).toBe('Continue with Sandbox Express')
    fireEvent.click(screen.getByTestId('onramp-continue'))
    expect(onContinue).toHaveBeenCalledOnce()
  })

  it('§3 one provider: no list to pick from, the quote broken down', () => {
    renderView({ offers: OFFERS.slice(0, 1), providerId: 'express' })
    expect(screen.queryByTestId('onramp-offers')).toBeNull()
    expect(screen.getByTestId('onramp-provider-fee').textContent).toBe('10.00 USD')
    expect(screen.getByTestId('onramp-receive').textContent).toBe('0.3295 ETH')
  })

  it('a provider’s name is text, never markup', () => {
    renderView({
      offers: [{ ...OFFERS[0]!, name: '<img src=x onerror=alert(1)>' }, OFFERS[1]!],
      providerId: 'sandbox',
    })
    expect(document.querySelector('img')).toBeNull()
    expect(screen.getByTestId('onramp-offer-express').textContent).toContain('<img src=x onerror=alert(1)>')
  })
})
