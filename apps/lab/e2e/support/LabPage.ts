/**
 * Page object over the lab and the Portico dialog. Locators pierce the dialog's open shadow
 * root (Playwright CSS does). Requests to any host other than 127.0.0.1 fail the test.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'

export class LabPage {
  readonly offHost: string[] = []
  readonly pageErrors: string[] = []
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  static async open(browser: Browser, baseUrl: string, config = 'default', context?: BrowserContext) {
    const ctx = context ?? (await browser.newContext({ viewport: { width: 1280, height: 860 } }))
    const page = await ctx.newPage()
    const lab = new LabPage(ctx, page, baseUrl)
    await ctx.route('**/*', (route) => {
      const url = new URL(route.request().url())
      if (url.protocol === 'data:' || url.hostname === '127.0.0.1' || url.hostname === 'localhost')
        return route.continue()
      lab.offHost.push(url.href)
      return route.abort()
    })
    page.on('pageerror', (e) => lab.pageErrors.push(e.message))
    await lab.goto(config)
    return lab
  }

  async goto(config = 'default') {
    await this.page.goto(`${this.baseUrl}?config=${config}`)
    await this.page.getByTestId('lab-status').waitFor()
  }

  async reload() {
    await this.page.reload()
    await this.page.getByTestId('lab-status').waitFor()
  }

  testId(id: string) {
    return this.page.getByTestId(id)
  }

  get dialog() {
    return this.page.locator('[data-portico-root] [role="dialog"]')
  }

  async text(id: string) {
    return (await this.testId(id).textContent())?.trim() ?? ''
  }

  async waitForText(id: string, expected: string | RegExp, timeout = 15_000) {
    const loc = this.testId(id)
    const deadline = Date.now() + timeout
    let last = ''
    while (Date.now() < deadline) {
      last = (await loc.textContent().catch(() => ''))?.trim() ?? ''
      if (typeof expected === 'string' ? last === expected : expected.test(last)) return last
      await this.page.waitForTimeout(50)
    }
    throw new Error(`${id}: expected ${expected}, last saw "${last}"`)
  }

  /** waits for the lab wallet's approval prompt; on timeout says what the page showed instead */
  async waitForPrompt(timeout = 20_000) {
    const prompt = this.testId('lab-wallet-prompt').first()
    try {
      await prompt.waitFor({ timeout })
    } catch (e) {
      const dialog = (await this.dialog.textContent().catch(() => null)) ?? '(no dialog)'
      const status = await this.text('lab-status').catch(() => '?')
      throw new Error(
        `no approval prompt after ${timeout} ms; lab-status "${status}"; dialog: ${dialog.slice(0, 400)}; ` +
          `page errors: ${JSON.stringify(this.pageErrors)}; off-host: ${JSON.stringify(this.offHost)}`,
        { cause: e },
      )
    }
  }

  /** the lab wallet's approval prompt (packages/testing) */
  async approve() {
    await this.waitForPrompt()
    await this.testId('lab-wallet-approve').first().click()
  }

  async reject() {
    await this.waitForPrompt()
    await this.testId('lab-wallet-reject').first().click()
  }

  async connectLabWallet() {
    await this.testId('connect-button').click()
    await this.dialog.waitFor()
    await this.testId('wallet-dev.portico.labwallet').click()
    await this.approve()
    await this.waitForText('lab-status', 'connected')
  }

  assertClean() {
    expect(this.offHost, 'requests to hosts outside 127.0.0.1').toEqual([])
    expect(this.pageErrors, 'uncaught page errors').toEqual([])
  }

  async close() {
    await this.context.close()
  }
}
