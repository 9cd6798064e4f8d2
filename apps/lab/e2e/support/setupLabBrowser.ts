/**
 * The hooks every e2e file repeats: one Chromium per file, and cleanups (pages, mobile wallets,
 * relays) run after each test, newest first, even when the test failed.
 */
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { launchChromium } from './launchChromium.js'

export interface LabBrowser {
  /** the file's Chromium (available inside tests and hooks) */
  readonly browser: Browser
  /** run after the current test, newest first */
  readonly cleanups: (() => Promise<unknown>)[]
}

export function setupLabBrowser(): LabBrowser {
  let browser: Browser | undefined
  const cleanups: (() => Promise<unknown>)[] = []
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined)
  })
  afterAll(async () => {
    await browser?.close()
  })
  return {
    get browser() {
      if (!browser) throw new Error('setupLabBrowser: Chromium is not started yet (use it inside a test)')
      return browser
    },
    cleanups,
  }
}
