/**
 * A slow registry (issue 27 item 7): `/getWallets` answers after 12 s, longer than the API timeout
 * (8 s). The person is told so within the timeout, with Try again, on All Wallets and on the
 * Connect view (whose skeleton rows end too); after Try again the list shows when the API answers,
 * and the late answer of the first request changes nothing. The installed wallet stays usable.
 * The delays are made by the browser's network layer in front of the real apps/api.
 */
import type { Route } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const env = inject('labEnv')
const chromium = setupLabBrowser()

/** what core's API timeout is (packages/core apiFetch API_TIMEOUT_MS) */
const API_TIMEOUT_MS = 8_000
const SLOW_MS = 12_000

/**
 * `/getWallets` is slow (12 s) until `retrying()`; from then on each request is held until
 * `release()`, as a server that answers when the test says so. `late` settles when every slow
 * request has been let through to the server (its answer reaches the browser, if still wanted).
 */
async function slowRegistry(lab: LabPage) {
  let slow = true
  const slowOnes: Promise<void>[] = []
  const held: Route[] = []
  let released = false
  await lab.context.route(`${env.apiUrl}/getWallets**`, async (route) => {
    if (slow) {
      const answered = new Promise<void>((r) => setTimeout(r, SLOW_MS)).then(() =>
        route.continue().catch(() => undefined),
      )
      slowOnes.push(answered)
      return answered
    }
    if (released) return route.continue()
    held.push(route)
  })
  return {
    retrying: () => {
      slow = false
    },
    held: () => held.length,
    release: async () => {
      released = true
      for (const r of held.splice(0)) await r.continue()
    },
    late: () => Promise.all(slowOnes),
  }
}

const listCount = (lab: LabPage) =>
  lab.page.locator('[data-testid="all-wallets-scroll"] ul').getAttribute('data-count').then(Number)

describe('a registry slower than the API timeout (issue 27 item 7)', () => {
  it('All Wallets: the message within the timeout, Try again, the list when the API answers', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl)
    chromium.cleanups.push(() => lab.close())
    const registry = await slowRegistry(lab)
    await lab.testId('connect-button').click()
    await lab.testId('wallet-all').click()
    const asked = Date.now()
    await lab.testId('all-wallets-view').waitFor()
    expect(await lab.text('all-wallets-view')).toContain('Loading wallets')
    const error = lab.testId('all-wallets-error')
    await error.waitFor({ timeout: API_TIMEOUT_MS + 2_000 })
    expect(Date.now() - asked).toBeLessThan(SLOW_MS)
    expect(await lab.text('all-wallets-error')).toBe('Wallets are taking too long to load')
    expect(await lab.text('all-wallets-view')).not.toContain('Loading wallets')

    registry.retrying()
    await lab.testId('all-wallets-retry').click()
    await expect.poll(() => registry.held()).toBeGreaterThan(0)
    expect(await error.count()).toBe(0)
    expect(await lab.text('all-wallets-view')).toContain('Loading wallets')
    await registry.release()
    await expect.poll(() => listCount(lab)).toBe(40)

    // the first request's answer comes after all (12 s): dropped, the list stays as it is
    await registry.late()
    await lab.page.waitForTimeout(300)
    expect(await listCount(lab)).toBe(40)
    expect(await error.count()).toBe(0)
    lab.assertClean()
  })

  it('Connect: the skeleton rows end within the timeout with Try again; the installed wallet connects all along', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl)
    chromium.cleanups.push(() => lab.close())
    const registry = await slowRegistry(lab)
    await lab.testId('connect-button').click()
    const installed = lab.testId('wallet-dev.portico.labwallet')
    await lab.testId('wallet-placeholder').first().waitFor()
    const notice = lab.testId('connect-registry-error')
    await notice.waitFor({ timeout: API_TIMEOUT_MS + 2_000 })
    expect(await lab.testId('wallet-placeholder').count()).toBe(0)
    expect(await lab.text('connect-registry-error')).toContain('Suggested wallets could not be loaded')

    registry.retrying()
    await lab.testId('connect-registry-retry').click()
    await lab.testId('wallet-placeholder').first().waitFor()
    await expect.poll(() => registry.held()).toBeGreaterThan(0)
    expect(await installed.isEnabled()).toBe(true)
    await registry.release()
    await lab.dialog.locator('[data-testid^="wallet-registry-"]').first().waitFor()
    expect(await notice.count()).toBe(0)

    await installed.click()
    await lab.approve()
    await lab.waitForText('lab-status', 'connected')
    lab.assertClean()
  })
})
