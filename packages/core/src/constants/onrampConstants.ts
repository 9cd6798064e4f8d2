/** SPEC §9 onramp: the fallback limits (card 10–7500, bank 10–25000, USD and EUR) and restricted time zones. */
export const ONRAMP_FALLBACK_LIMITS = {
  card: { min: 10, max: 7500 },
  bank: { min: 10, max: 25_000 },
  currencies: ['USD', 'EUR'],
} as const

/** SPEC §9: China, Hong Kong, Macau */
export const RESTRICTED_TIMEZONES = ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau'] as const
