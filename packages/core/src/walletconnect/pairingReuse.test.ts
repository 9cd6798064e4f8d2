import { describe, expect, it } from 'vitest'
import { PAIRING_REUSE_MS } from '../constants/constants.js'
import { createPairingCache, isIosSafari, pairingTopicOf, reusesPairing } from './pairingReuse.js'

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1'
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const TOPIC = 'c'.repeat(64)
const URI = `wc:${TOPIC}@2?relay-protocol=irn&symKey=${'d'.repeat(64)}`

describe('pairing reuse', () => {
  it('§4 on iOS Safari a pairing is reused until it expires (4 minutes)', () => {
    let now = 0
    const cache = createPairingCache({ userAgent: IOS_SAFARI }, () => now)
    cache.remember(URI)
    now = PAIRING_REUSE_MS - 1
    expect(cache.reusable()).toMatchObject({ uri: URI, topic: TOPIC })
    now = PAIRING_REUSE_MS
    expect(cache.reusable()).toBeUndefined()
    expect(PAIRING_REUSE_MS).toBe(240_000)
  })

  it('§4 in Telegram a pairing is reused too (window.Telegram or the user agent)', () => {
    let now = 0
    const cache = createPairingCache({ userAgent: DESKTOP_CHROME, telegram: true }, () => now)
    cache.remember(URI)
    now = 60_000
    expect(cache.reusable()?.topic).toBe(TOPIC)
    expect(reusesPairing({ userAgent: `${DESKTOP_CHROME} Telegram-Android/10.0` })).toBe(true)
  })

  it('§4 elsewhere (desktop, iOS Chrome) every connect gets a new pairing', () => {
    expect(isIosSafari(IOS_CHROME)).toBe(false)
    expect(reusesPairing({ userAgent: DESKTOP_CHROME })).toBe(false)
    const cache = createPairingCache({ userAgent: IOS_CHROME }, () => 0)
    cache.remember(URI)
    expect(cache.reusable()).toBeUndefined()
  })

  it('clear() forgets the pairing (refresh) and bad URIs are not remembered', () => {
    const cache = createPairingCache({ userAgent: IOS_SAFARI }, () => 0)
    cache.remember('not a uri')
    expect(cache.reusable()).toBeUndefined()
    cache.remember(URI)
    cache.clear()
    expect(cache.reusable()).toBeUndefined()
    expect(pairingTopicOf(URI)).toBe(TOPIC)
  })
})
