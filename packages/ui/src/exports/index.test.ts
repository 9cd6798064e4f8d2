import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as buttons from './buttons.js'
import * as ui from './index.js'

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Every file reachable from `entry` through relative imports (type-only imports excluded). */
function reachable(entry: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^'";]*?from\s+'(\.[^']+)'/gm)) {
      if (m[1]) continue
      const base = join(dirname(file), (m[2] ?? '').replace(/\.js$/, ''))
      const target = [`${base}.ts`, `${base}.tsx`].find((f) => {
        try {
          readFileSync(f)
          return true
        } catch {
          return false
        }
      })
      if (target) visit(target)
    }
  }
  visit(entry)
  return [...seen].map((f) => relative(SRC, f)).sort()
}

describe('@portico/ui exports', () => {
  it('exports this list (review API changes here)', () => {
    expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
      [
        "AccountTabs",
        "AccountView",
        "AllWalletsView",
        "BUTTON_TEXTS",
        "ConnectButtonView",
        "ConnectView",
        "ConnectingView",
        "ConnectingWalletConnectView",
        "DEFAULT_TEXTS",
        "Identicon",
        "LocaleContext",
        "NetworkButtonView",
        "NetworkIcon",
        "NetworksView",
        "PorticoDialog",
        "QrCode",
        "SUPPORTED_LOCALES",
        "TextsContext",
        "TextsProvider",
        "TokensView",
        "UnsupportedChainView",
        "ViewErrorBoundary",
        "ViewLoading",
        "WALLET_ROW_PX",
        "WalletIcon",
        "buttonCss",
        "dialogCss",
        "ensureButtonStyles",
        "errorText",
        "featureTexts",
        "featureTextsIn",
        "formatBalance",
        "formatNativeLink",
        "formatText",
        "formatUniversalLink",
        "identiconColors",
        "isFeatureTexts",
        "isSafeImageUrl",
        "loadFeatureTexts",
        "loadLocale",
        "loadedFeatureTexts",
        "loadedLocale",
        "localeDirection",
        "matchLocale",
        "pluralText",
        "prepareDialogStyles",
        "resolveLocale",
        "shortAddress",
        "toastText",
        "translationOf",
        "useFeatureTexts",
        "useLocale",
        "useTextOverrides",
        "useTexts",
        "walletLinks",
        "withOverrides",
      ]
    `)
  })

  it('the buttons subpath is a subset of the main entry', () => {
    for (const name of Object.keys(buttons)) expect(ui).toHaveProperty(name)
  })

  it('the host buttons do not pull in the dialog, the views or the full text catalogue', () => {
    const files = reachable(join(SRC, 'exports/buttons.ts'))
    expect(files.length).toBeGreaterThan(3)
    for (const f of files) {
      expect(f).not.toMatch(/^(dialog|views)\//)
      expect(f).not.toMatch(/texts\/(texts|TextsProvider)\.tsx?$/)
      expect(f).not.toMatch(/styles\/(dialogCss|shellCss|viewsCss|themeCss)\.ts$/)
    }
  })

  it('is SSR-safe: importing touches no DOM, and rendering on the server works', () => {
    expect(typeof document).toBe('undefined') // this file runs in node
    const dialog = renderToString(
      createElement(ui.PorticoDialog, {
        open: true,
        title: 'Connect Wallet',
        viewKey: 'Connect',
        onClose() {},
      }),
    )
    expect(dialog).toBe('') // the shadow host is created on the client only
    const button = renderToString(
      createElement(ui.ConnectButtonView, { state: 'disconnected', onClick() {} }),
    )
    expect(button).toContain('Connect Wallet')
    const list = renderToString(
      createElement(ui.ConnectView, { wallets: [{ id: 'a', name: 'A', type: 'INJECTED' }], onSelect() {} }),
    )
    expect(list).toContain('data-testid="wallet-a"')
    ui.ensureButtonStyles() // no document: does nothing, does not throw
  })
})
