/**
 * SPEC §4: on iOS Safari or in Telegram a pairing is reused until it expires (4 minutes,
 * PAIRING_REUSE_MS). There the user leaves the page for the wallet app and comes back; a new
 * pairing each time would invalidate the link the wallet already opened.
 */
import { PAIRING_REUSE_MS } from '../constants/constants.js'

export interface BrowserEnvironment {
  userAgent?: string
  /** window.Telegram or window.TelegramWebviewProxy is present */
  telegram?: boolean
}

export function readBrowserEnvironment(): BrowserEnvironment {
  if (typeof window === 'undefined') return {}
  const w = window as unknown as { Telegram?: unknown; TelegramWebviewProxy?: unknown }
  return {
    userAgent: globalThis.navigator?.userAgent ?? '',
    telegram: Boolean(w.Telegram || w.TelegramWebviewProxy),
  }
}

export function isIosSafari(userAgent: string): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent)
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent)
}

export function isTelegram(env: BrowserEnvironment): boolean {
  return Boolean(env.telegram) || /Telegram/i.test(env.userAgent ?? '')
}

export function reusesPairing(env: BrowserEnvironment): boolean {
  return isTelegram(env) || isIosSafari(env.userAgent ?? '')
}

export interface CachedPairing {
  uri: string
  topic: string
  createdAt: number
}

export interface PairingCache {
  /** the pairing to reuse, when the environment reuses pairings and it is younger than 4 minutes */
  reusable(): CachedPairing | undefined
  remember(uri: string): void
  clear(): void
}

export function createPairingCache(
  env: BrowserEnvironment,
  now: () => number = Date.now,
  ttlMs: number = PAIRING_REUSE_MS,
): PairingCache {
  let cached: CachedPairing | undefined
  return {
    reusable() {
      if (!cached || !reusesPairing(env)) return undefined
      if (now() - cached.createdAt >= ttlMs) {
        cached = undefined
        return undefined
      }
      return cached
    },
    remember(uri) {
      const topic = pairingTopicOf(uri)
      if (topic) cached = { uri, topic, createdAt: now() }
    },
    clear() {
      cached = undefined
    },
  }
}

/** `wc:<topic>@2?…` → topic */
export function pairingTopicOf(uri: string): string | undefined {
  const m = /^wc:([0-9a-f]{64})@2\?/i.exec(uri)
  return m?.[1]
}
