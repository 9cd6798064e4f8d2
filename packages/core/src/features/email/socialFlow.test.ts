import { describe, expect, it } from 'vitest'
import { socialProvidersFor } from './socialFlow.js'
import { prefersRedirect } from './socialRedirect.js'

const ALL = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Telegram-iOS/10.0',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36 Telegram-Android/10.0',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Telegram-macOS',
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156 Safari/537.36',
}

describe('social providers offered (SPEC §5)', () => {
  it('§5 outside Telegram every provider the app lists, in its order', () => {
    expect(socialProvidersFor(ALL, { userAgent: UA.chrome, telegram: false })).toEqual(ALL)
    expect(socialProvidersFor(['myspace', 'github'], { userAgent: UA.chrome, telegram: false })).toEqual([
      'github',
    ])
  })

  it('§5 in the Telegram in-app browser: iOS removes google, Mac removes x, Android removes facebook and x', () => {
    expect(socialProvidersFor(ALL, { userAgent: UA.iphone, telegram: false })).not.toContain('google')
    expect(socialProvidersFor(ALL, { userAgent: UA.iphone, telegram: false })).toContain('x')
    expect(socialProvidersFor(ALL, { userAgent: UA.mac, telegram: false })).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    const android = socialProvidersFor(ALL, { userAgent: UA.android, telegram: false })
    expect(android).not.toContain('facebook')
    expect(android).not.toContain('x')
    expect(android).toContain('google')
    // Telegram seen by its web view bridge, not the user agent
    const bridged = UA.iphone.replace(' Telegram-iOS/10.0', '')
    expect(socialProvidersFor(ALL, { userAgent: bridged, telegram: true })).not.toContain('google')
    expect(socialProvidersFor(ALL, { userAgent: bridged, telegram: false })).toContain('google')
  })
})

describe('social login mode', () => {
  it('§1 the redirect mode on iOS and in in-app browsers (popups fail there); a popup elsewhere', () => {
    expect(prefersRedirect(UA.iphone)).toBe(true)
    expect(prefersRedirect(UA.android)).toBe(true)
    expect(
      prefersRedirect(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 Chrome/156 Mobile Safari/537.36 Instagram 300',
      ),
    ).toBe(true)
    expect(prefersRedirect(UA.chrome)).toBe(false)
    expect(
      prefersRedirect(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/156 Mobile Safari/537.36',
      ),
    ).toBe(false)
  })
})
