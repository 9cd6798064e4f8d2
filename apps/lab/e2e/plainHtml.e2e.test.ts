/**
 * Issue 32: a page without React. A plain HTML page whose own code is @portico/core, the EVM
 * adapter and @portico/html (./plainHtml), built here with Vite and served at the lab's origin
 * (Playwright serves the built files: the API allows that origin; every other request goes to the
 * local parts on 127.0.0.1). The lab wallet comes in as an extension would (scripts/host's
 * labWalletExtension.ts, bundled here): <portico-connect-button> opens the dialog, the lab wallet
 * connects, the element's button shows the address.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from './support/launchChromium.js'

const labUrl = inject('labUrl')
const labEnv = inject('labEnv')
const pageRoot = fileURLToPath(new URL('./plainHtml', import.meta.url))
const extensionEntry = fileURLToPath(new URL('../../../scripts/host/labWalletExtension.ts', import.meta.url))
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }

let browser: Browser
let work: string
let extension: string

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'portico-plain-html-'))
  await build({
    configFile: false,
    root: pageRoot,
    base: '/plain-html/',
    logLevel: 'error',
    build: { outDir: join(work, 'page'), emptyOutDir: true },
  })
  await build({
    configFile: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: join(work, 'extension'),
      emptyOutDir: true,
      minify: false,
      lib: {
        entry: extensionEntry,
        formats: ['iife'],
        name: 'labWalletExtension',
        fileName: () => 'extension.js',
      },
    },
  })
  extension = await readFile(join(work, 'extension', 'extension.js'), 'utf8')
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  if (work) await rm(work, { recursive: true, force: true })
})

describe('a page without React (@portico/html)', () => {
  it('<portico-connect-button> opens the dialog, the lab wallet connects, the button shows the address', async () => {
    const chain = labEnv.chains[0]
    expect(chain && labEnv.apiUrl && labEnv.relayUrl).toBeTruthy()
    const origin = new URL(labUrl).origin
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
    try {
      const offHost: string[] = []
      await context.route('**/*', async (route) => {
        const url = new URL(route.request().url())
        if (url.origin === origin && url.pathname.startsWith('/plain-html/')) {
          const file = url.pathname.slice('/plain-html/'.length) || 'index.html'
          const body = await readFile(join(work, 'page', file)).catch(() => undefined)
          return body
            ? route.fulfill({ body, contentType: TYPES[extname(file)] ?? 'application/octet-stream' })
            : route.fulfill({ status: 404 })
        }
        if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.continue()
        offHost.push(url.href)
        return route.abort()
      })
      const page = await context.newPage()
      const pageErrors: string[] = []
      page.on('pageerror', (e) => pageErrors.push(e.message))
      await page.addInitScript(
        `window.__plainHtmlEnv = ${JSON.stringify({ chainId: chain?.chainId, rpcUrl: chain?.rpcUrl, apiUrl: labEnv.apiUrl, relayUrl: labEnv.relayUrl })};
window.__hostTestWallet = ${JSON.stringify({ chains: [chain] })};
${extension}`,
      )
      await page.goto(`${origin}/plain-html/`)

      // the page's own code has no React: the elements' buttons come from @portico/html
      const connect = page.locator('portico-connect-button button')
      await connect.waitFor()
      expect(await connect.textContent()).toBe('Connect a wallet')
      await page.locator('portico-network-button button').filter({ hasText: 'Plain Devnet' }).waitFor()

      await connect.click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      await page.getByTestId('wallet-dev.portico.labwallet').click()
      // connected: the dialog closes and the element's button carries the address
      await page.locator(`portico-connect-button button[title="${ADDRESS}"]`).waitFor({ timeout: 20_000 })
      await dialog.waitFor({ state: 'hidden' })
      expect(await connect.textContent()).toContain(ADDRESS.slice(-4))
      expect(pageErrors).toEqual([])
      expect(offHost).toEqual([])
    } finally {
      // (handlers still running at the end are done with: LabPage.close says why)
      await context.unrouteAll({ behavior: 'ignoreErrors' })
      await context.close()
    }
  })
})
