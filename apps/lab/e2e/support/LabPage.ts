/**
 * Page object over the lab and the Portico dialog. Locators pierce the dialog's open shadow
 * root (Playwright CSS does). Requests to any host other than 127.0.0.1 fail the test.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * In the page from its first script: a log of the pointer events (with their real target inside
 * the dialog's shadow root), form submits and the dialog's element insertions and removals, for
 * the failure report. A lost click shows here as a mousedown and a mouseup on different nodes, or
 * a click on a node that had just been replaced.
 */
const EVENT_LOG = `(() => {
  const log = (window.__e2eEvents = [])
  const t = () => performance.now().toFixed(1)
  const describe = (n) => {
    if (!n || !n.tagName) return String(n && n.nodeName)
    const id = n.getAttribute('data-testid')
    const rect = n.getBoundingClientRect()
    return n.tagName.toLowerCase() + (id ? '[' + id + ']' : n.className ? '.' + String(n.className).split(' ')[0] : '') +
      ' @' + Math.round(rect.x) + ',' + Math.round(rect.y) + ' ' + Math.round(rect.width) + 'x' + Math.round(rect.height)
  }
  const push = (line) => { if (log.push(t() + ' ' + line) > 400) log.shift() }
  for (const type of ['pointerdown', 'mousedown', 'mouseup', 'click', 'submit', 'input']) {
    document.addEventListener(type, (e) => {
      const target = e.composedPath()[0]
      const where = 'clientX' in e ? ' at ' + Math.round(e.clientX) + ',' + Math.round(e.clientY) : ''
      push(type + where + ' on ' + describe(target) + (e.defaultPrevented ? ' (prevented)' : ''))
    }, { capture: true })
  }
  const watch = (root) => new MutationObserver((records) => {
    for (const r of records) {
      for (const n of r.removedNodes) if (n.nodeType === 1) push('removed ' + n.tagName.toLowerCase() + (n.getAttribute('data-testid') ? '[' + n.getAttribute('data-testid') + ']' : '.' + String(n.className).split(' ')[0]))
      for (const n of r.addedNodes) if (n.nodeType === 1) push('added ' + describe(n))
      if (r.type === 'attributes' && r.attributeName === 'disabled') push((r.target.disabled ? 'disabled ' : 'enabled ') + describe(r.target))
    }
  }).observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] })
  const seen = new WeakSet()
  new MutationObserver(() => {
    const host = document.querySelector('[data-portico-root]')
    if (host && host.shadowRoot && !seen.has(host.shadowRoot)) { seen.add(host.shadowRoot); watch(host.shadowRoot) }
  }).observe(document, { childList: true, subtree: true })
})()`

export class LabPage {
  /** the pages open right now (setupLabBrowser saves what they show when a test fails) */
  static readonly live = new Set<LabPage>()
  readonly offHost: string[] = []
  /** the page's console, newest last (kept for the failure report) */
  readonly consoleLines: string[] = []
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
    page.on('console', (m) => {
      if (lab.consoleLines.push(`${m.type()}: ${m.text()}`) > 200) lab.consoleLines.shift()
    })
    LabPage.live.add(lab)
    await page.addInitScript(EVENT_LOG)
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

  /** the Lab Solana Wallet (wallet standard), approved in its prompt */
  async connectLabSolanaWallet() {
    await this.testId('connect-button').click()
    await this.testId('wallet-solana.lab-solana-wallet').click()
    await this.approve()
    await this.waitForText('solana-status', 'connected')
  }

  assertClean() {
    expect(this.offHost, 'requests to hosts outside 127.0.0.1').toEqual([])
    expect(this.pageErrors, 'uncaught page errors').toEqual([])
  }

  /**
   * What the page shows, for a failed test: a screenshot, the dialog's markup (its shadow root),
   * the store's state and the console, written next to each other under `dir`.
   */
  async saveFailureReport(dir: string, name: string): Promise<string[]> {
    const { mkdir, writeFile } = await import('node:fs/promises')
    await mkdir(dir, { recursive: true })
    const base = `${dir}/${name}`
    await this.page.screenshot({ path: `${base}.png` }).catch(() => undefined)
    const snapshot = await this.page
      .evaluate(() => {
        const root = document.querySelector('[data-portico-root]')?.shadowRoot
        const portico = (window as unknown as { portico?: { getState(): unknown } }).portico
        return {
          url: location.href,
          dialog: root ? root.innerHTML : '(no dialog root)',
          events: ((window as unknown as { __e2eEvents?: string[] }).__e2eEvents ?? []).join('\n'),
          state: portico
            ? JSON.stringify(portico.getState(), (_k, v) => (typeof v === 'bigint' ? `${v}n` : v), 2)
            : '',
          page: document.body.textContent,
        }
      })
      .catch((e: unknown) => ({
        url: '',
        dialog: `(page not readable: ${String(e)})`,
        events: '',
        state: '',
        page: '',
      }))
    await writeFile(
      `${base}.txt`,
      [
        `url: ${snapshot.url}`,
        `\n# page errors\n${this.pageErrors.join('\n')}`,
        `\n# console\n${this.consoleLines.join('\n')}`,
        `\n# pointer events and dialog changes (ms since load)\n${snapshot.events}`,
        `\n# store state\n${snapshot.state}`,
        `\n# page text\n${snapshot.page}`,
        `\n# dialog markup\n${snapshot.dialog}`,
      ].join('\n'),
    )
    return [`${base}.png`, `${base}.txt`]
  }

  async close() {
    LabPage.live.delete(this)
    // a route handler still fetching when the test is over (the page asked the API for something
    // as it closed) would reject once its request is gone, an unhandled rejection that fails a green
    // run (seen: names.e2e's proxy to its own API); handlers are done with when the test is
    await this.context.unrouteAll({ behavior: 'ignoreErrors' })
    await this.context.close()
  }
}
