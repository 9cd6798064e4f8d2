import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium } from 'playwright-core'

/** every background connection off (ENVIRONMENT.md) */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

function executablePath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(path))
    throw new Error(`Chromium not found at ${path}: apt-get install -y chromium (see README)`)
  return path
}

/** Debian's Chromium, headless (its contexts are off-the-record profiles). */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: executablePath(), headless: true, args: [...ARGS, ...extraArgs] })
}

/**
 * A Chromium with a profile on disk whose cookie setting allows third-party cookies (Chrome's
 * stable default; Chromium 156 and every incognito window block them, and with them a cross-site
 * frame's storage). Closing the context ends the browser.
 */
export async function launchChromiumProfile(opts: { thirdPartyCookies: 'allowed' }): Promise<BrowserContext> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-profile-'))
  mkdirSync(join(dir, 'Default'))
  writeFileSync(
    join(dir, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: opts.thirdPartyCookies === 'allowed' ? 0 : 2 } }),
  )
  return chromium.launchPersistentContext(dir, {
    executablePath: executablePath(),
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 860 },
  })
}
