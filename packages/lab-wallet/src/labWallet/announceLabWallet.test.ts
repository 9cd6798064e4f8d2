// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { announceLabWallet, LAB_WALLET_INFO } from './announceLabWallet.js'

interface Announcement {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: unknown
}

function collect(): { details: Announcement[]; stop: () => void } {
  const details: Announcement[] = []
  const listener = (event: Event) => details.push((event as CustomEvent<Announcement>).detail)
  window.addEventListener('eip6963:announceProvider', listener)
  return { details, stop: () => window.removeEventListener('eip6963:announceProvider', listener) }
}

describe('announceLabWallet', () => {
  it('§1 announces the wallet (EIP-6963) at once and on every requestProvider', () => {
    const provider = { request: async () => null }
    const { details, stop } = collect()
    const unsubscribe = announceLabWallet(provider)
    expect(details).toHaveLength(1)
    const [first] = details
    expect(first?.provider).toBe(provider)
    expect(first?.info).toMatchObject({ name: 'Lab Wallet', rdns: 'dev.portico.labwallet' })
    expect(first?.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(first?.info.icon.startsWith('data:image/svg+xml,')).toBe(true)
    expect(Object.isFrozen(first)).toBe(true)

    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(2)
    expect(details[1]?.info.uuid).toBe(first?.info.uuid)

    unsubscribe()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(2)
    stop()
  })

  it('uses the given info', () => {
    const { details, stop } = collect()
    announceLabWallet(
      {},
      { uuid: 'u-1', name: 'Second Lab', rdns: 'dev.portico.second', icon: LAB_WALLET_INFO.icon },
    )()
    expect(details[0]?.info).toEqual({
      uuid: 'u-1',
      name: 'Second Lab',
      rdns: 'dev.portico.second',
      icon: LAB_WALLET_INFO.icon,
    })
    stop()
  })

  it('refuses an icon that is not a data URI', () => {
    expect(() => announceLabWallet({}, { icon: 'https://example.test/icon.svg' })).toThrow('data: URI')
  })
})
