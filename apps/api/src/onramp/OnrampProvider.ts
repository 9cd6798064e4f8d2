/**
 * The slot a fiat-to-crypto provider fills (SPEC §7 onramp endpoints): its options
 * (payment currencies with limits, the crypto it sells on which networks), a quote (SPEC §3
 * "Onramp quote"), a checkout session for a destination (the URL the dialog opens in a new tab)
 * and the parsing of its signed webhook. The built-in `sandbox` provider runs on the host's
 * machine (a checkout page and a faucet payout on the devnet); a real provider fills the same
 * interface from its own API with its secrets kept in this server's config.
 */

/** SPEC §3: each part of a quote with its amount (decimal string) and currency */
export interface Money {
  amount: string
  currency: string
}

/** SPEC §3 "Onramp quote" */
export interface OnrampQuote {
  coinbaseFee: Money
  networkFee: Money
  paymentSubtotal: Money
  paymentTotal: Money
  purchaseAmount: Money
  quoteId: string
}

export interface OnrampOptions {
  paymentCurrencies: { id: string; limits: { id: 'card' | 'bank'; min: string; max: string }[] }[]
  purchaseCurrencies: {
    id: string
    name: string
    networks: { name: string; chainId: string; contractAddress?: string }[]
  }[]
}

export type OnrampStatus = 'pending' | 'completed' | 'declined' | 'failed'

export interface OnrampSessionRequest {
  /** CAIP-2 */
  network: string
  /** the symbol of the crypto bought */
  asset: string
  destination: string
  paymentCurrency: string
  /** fiat amount (decimal string) */
  amount: string
}

/** what a verified webhook says happened */
export interface OnrampEvent {
  eventId: string
  sessionId: string
  status: OnrampStatus
  txHash?: string
}

export interface OnrampProvider {
  readonly id: string
  readonly name: string
  options(): OnrampOptions
  /** throws an httpError (400) for an amount outside the limits or an asset it does not sell */
  quote(q: {
    purchaseCurrency: string
    paymentCurrency: string
    amount: string
    network: string
  }): OnrampQuote
  /** creates the checkout session; the URL opens in a new tab (never a frame) */
  createSession(r: OnrampSessionRequest): Promise<{ id: string; url: string }>
  /** verifies and reads a webhook call (signature, freshness); throws an httpError (401) otherwise */
  parseWebhook(headers: Headers, rawBody: string): OnrampEvent
}
