import { describe, expect, it } from 'vitest'
import { formatNativeLink, formatUniversalLink, walletLinks } from './walletLinks.js'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=def'
const ENC = encodeURIComponent(URI)

describe('wallet links', () => {
  it('a native mobile_link becomes scheme://wc?uri=<encoded uri>', () => {
    expect(formatNativeLink('metamask://', URI)).toBe(`metamask://wc?uri=${ENC}`)
    expect(formatNativeLink('rainbow:', URI)).toBe(`rainbow://wc?uri=${ENC}`)
    expect(formatNativeLink('trust://app', URI)).toBe(`trust://app/wc?uri=${ENC}`)
  })

  it('a universal link becomes https://…/wc?uri=<encoded uri>', () => {
    expect(formatNativeLink('https://link.example.com', URI)).toBe(`https://link.example.com/wc?uri=${ENC}`)
    expect(formatUniversalLink('https://app.example.com/', URI)).toBe(`https://app.example.com/wc?uri=${ENC}`)
    expect(formatUniversalLink('example://x', URI)).toBeUndefined()
  })

  it('refuses script-capable schemes from the registry', () => {
    expect(formatNativeLink('javascript:alert(1)//', URI)).toBeUndefined()
    expect(formatNativeLink(' data:text/html,x', URI)).toBeUndefined()
    expect(formatNativeLink('', URI)).toBeUndefined()
  })

  it('shows the mobile link on a phone, desktop and web-app links on a desktop', () => {
    const wallets = [
      { id: 'a', name: 'A', mobile_link: 'a://', desktop_link: 'a-desktop://', webapp_link: 'https://a.app' },
      { id: 'b', name: 'B', mobile_link: null, desktop_link: null, webapp_link: null },
    ]
    expect(walletLinks(wallets, URI, true).map((l) => [l.walletId, l.kind, l.href])).toEqual([
      ['a', 'mobile', `a://wc?uri=${ENC}`],
    ])
    expect(walletLinks(wallets, URI, false).map((l) => [l.kind, l.href])).toEqual([
      ['desktop', `a-desktop://wc?uri=${ENC}`],
      ['webapp', `https://a.app/wc?uri=${ENC}`],
    ])
  })
})
