/**
 * The hooks every e2e file repeats: one Chromium per file, and cleanups (pages, mobile wallets,
 * relays) run after each test, newest first, even when the test failed.
 */
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { LabPage } from './LabPage.js'
import { launchChromium } from './launchChromium.js'

export interface LabBrowser {
  /** the file's Chromium (available inside tests and hooks) */
  readonly browser: Browser
  /** run after the current test, newest first */
  readonly cleanups: (() => Promise<unknown>)[]
}

/** `args`: more Chromium switches for the file's browser (e.g. third-party cookies blocked) */
export function setupLabBrowser(args: string[] = []): LabBrowser {
  let browser: Browser | undefined
  const cleanups: (() => Promise<unknown>)[] = []
  beforeAll(async () => {
    browser = await launchChromium(args)
  })
  afterEach(async ({ task }) => {
    // a failed test leaves what its pages showed in test-results/e2e/ (screenshot, dialog
    // markup, store state, console): a flake is found from its evidence, not by rerunning
    if (task.result?.state === 'fail') {
      const name = `${task.file?.name.split('/').pop()}-${task.name}`.replace(/[^\w.-]+/g, '_').slice(0, 120)
      let i = 0
      for (const lab of LabPage.live) {
        const files = await lab.saveFailureReport('test-results/e2e', `${name}-${i++}`).catch(() => [])
        if (files.length > 0) console.error(`failure report: ${files.join(', ')}`)
      }
    }
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
