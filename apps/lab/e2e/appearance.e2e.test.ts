/**
 * Languages and themes, live (issue "Every visitor"): the lab's switcher changes the dialog while
 * it is open; `system` follows the visitor's setting; Arabic mirrors the layout but not the data;
 * a pseudo-locale finds any text that does not come from the catalogue; reduced motion stops
 * every animation.
 */
import { describe, expect, inject, it } from 'vitest'
import { settle, TRUST_WALLET_ID, tourDialog, tourUnsupported } from './support/dialogTour.js'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const chromium = setupLabBrowser()

async function openLab(config = 'default') {
  const lab = await LabPage.open(chromium.browser, labUrl, config)
  chromium.cleanups.push(() => lab.close())
  return lab
}

/** an attribute or computed style of the dialog's themed root */
const root = (lab: LabPage, what: string) =>
  lab.page.evaluate((what) => {
    const el = document.querySelector('[data-portico-root]')?.shadowRoot?.querySelector('.pt-root')
    if (!el) return null
    if (what.startsWith('--') || what === 'background-color')
      return getComputedStyle(el.querySelector('.pt-card') ?? el)
        .getPropertyValue(what)
        .trim()
    return el.getAttribute(what)
  }, what)
const title = (lab: LabPage) => lab.dialog.locator('h2').textContent()

describe('the lab switches language and theme live', () => {
  it('language: the button and the open dialog follow; Arabic is right to left with mirrored arrows, data stays left to right', async () => {
    const lab = await openLab()
    await lab.testId('lab-locale').selectOption('ja')
    await expect.poll(() => lab.text('connect-button')).toBe('ウォレットを接続')
    await lab.testId('connect-button').click()
    await expect.poll(() => title(lab)).toBe('ウォレットを接続')
    expect(await root(lab, 'lang')).toBe('ja')
    await lab.testId('wallet-all').click()
    await lab.testId('all-wallets-view').waitFor()
    // switched while the dialog is open (the lab's select is outside the dialog: Tab-trapped, but clickable by script)
    await lab.page.evaluate(() =>
      (window as unknown as { portico: { setLocale(l: string): void } }).portico.setLocale('ar'),
    )
    await expect.poll(() => root(lab, 'dir')).toBe('rtl')
    expect(await title(lab)).toBe('كل المحافظ')
    const backArrow = await lab
      .testId('portico-back')
      .evaluate((b) => getComputedStyle(b.querySelector('svg')!).transform)
    expect(backArrow).toBe('matrix(-1, 0, 0, 1, 0, 0)')
    await lab.testId('all-wallets-search').fill('trust')
    await expect.poll(() => lab.text('all-wallets-count')).toMatch(/محفظة|محافظ/)
    // a wallet's (Latin) name is its own direction but lines up with the Arabic row: on the right
    const label = lab.testId(`all-wallets-${TRUST_WALLET_ID}`).locator('bdi.pt-row-label')
    const gap = await label.evaluate((el) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return el.getBoundingClientRect().right - range.getBoundingClientRect().right
    })
    expect(gap).toBeLessThan(2)
    await lab.page.keyboard.press('Escape')
    await lab.connectLabWallet()
    await lab.testId('connect-button').click()
    // the name (or address) is data: never translated, its own direction; the balance reads left to right
    const name = lab.testId('account-name')
    expect(await name.getAttribute('translate')).toBe('no')
    expect(['ltr', 'auto']).toContain(await name.getAttribute('dir'))
    const balance = lab.testId('account-balance').locator('bdi')
    await expect.poll(() => balance.textContent()).toMatch(/\d ETH$/)
    expect(await balance.getAttribute('dir')).toBe('ltr')
    lab.assertClean()
  })

  it('§3 theme: light, dark, and system following the visitor’s setting live; a host accent gets a readable foreground', async () => {
    const lab = await openLab('default&theme=system')
    await lab.page.emulateMedia({ colorScheme: 'light' })
    await lab.testId('connect-button').click()
    await lab.dialog.waitFor()
    expect(await root(lab, 'data-theme')).toBe('light')
    await lab.page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => root(lab, 'data-theme')).toBe('dark')
    expect(await root(lab, 'background-color')).toBe('rgb(21, 22, 27)')
    await lab.page.evaluate(() =>
      (window as unknown as { portico: { setThemeMode(m: string): void } }).portico.setThemeMode('light'),
    )
    await expect.poll(() => root(lab, 'data-theme')).toBe('light')
    await lab.page.emulateMedia({ colorScheme: 'light' })
    await lab.page.keyboard.press('Escape')
    await lab.testId('lab-theme').selectOption('dark')
    await lab.testId('lab-accent').selectOption('yellow')
    await lab.testId('connect-button').click()
    await expect.poll(() => root(lab, 'data-theme')).toBe('dark')
    expect(await root(lab, '--portico-accent')).toBe('#ffd400')
    expect(await root(lab, '--portico-accent-foreground')).toBe('#111318')
    // the choice is kept in the address: a reload opens the lab the same way
    await lab.page.reload()
    await lab.testId('connect-button').click()
    await expect.poll(() => root(lab, '--portico-accent')).toBe('#ffd400')
    expect(await root(lab, 'data-theme')).toBe('dark')
    lab.assertClean()
  })

  it('reduced motion: no animation runs in the dialog', async () => {
    const lab = await openLab()
    await lab.page.emulateMedia({ reducedMotion: 'reduce' })
    await lab.testId('connect-button').click()
    await lab.testId('wallet-all').click()
    await lab.testId('all-wallets-view').waitFor()
    const running = await lab.page.evaluate(() =>
      (document.querySelector('[data-portico-root]')?.shadowRoot?.getAnimations() ?? []).map((a) =>
        a instanceof CSSAnimation ? a.animationName : 'transition',
      ),
    )
    expect(running).toEqual([])
  })
})

describe('pseudo-locale: every text a person reads comes from the catalogue', () => {
  it('no view shows a text, label or placeholder that is not translated (data is marked translate=no)', async () => {
    const offenders: string[] = []
    const visited: string[] = []
    const check = (lab: LabPage) => async (view: string) => {
      visited.push(view)
      await settle(lab)
      const found = await lab.page.evaluate(() => {
        const shadow = document.querySelector('[data-portico-root]')?.shadowRoot
        if (!shadow) return ['no dialog']
        const out: string[] = []
        const isData = (el: Element | null) => !el || Boolean(el.closest('[translate="no"], style, svg'))
        const walker = document.createTreeWalker(shadow, NodeFilter.SHOW_TEXT)
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const text = n.textContent?.trim() ?? ''
          if (!text || isData(n.parentElement) || /^[\d\s.,:;<>+\-–%$€…·/()]*$/.test(text)) continue
          if (!n.parentElement?.textContent?.includes('⟦')) out.push(`text "${text}"`)
        }
        for (const el of shadow.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
          if (isData(el)) continue
          for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
            const value = el.getAttribute(attr)?.trim()
            if (value && !value.includes('⟦') && !/^[\d\s.,]*$/.test(value)) out.push(`${attr}="${value}"`)
          }
        }
        return out
      })
      for (const f of found) offenders.push(`${view}: ${f}`)
    }
    const lab = await openLab('default&locale=en-XA')
    await expect.poll(() => lab.text('connect-button')).toContain('⟦')
    await tourDialog(lab, check(lab))
    const unsupported = await openLab('unsupported&locale=en-XA')
    await tourUnsupported(unsupported, check(unsupported))
    expect(visited).toHaveLength(17)
    expect(offenders).toEqual([])
  })
})
